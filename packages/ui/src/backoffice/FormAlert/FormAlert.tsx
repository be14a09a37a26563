import { CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './FormAlert.styles';

export interface FormAlertProps {
  children: ReactNode;
  id?: string;
}

/** An inline error of a whole form (server rejection, failed save), announced when it appears. */
export function FormAlert({ children, id }: FormAlertProps) {
  return (
    <Alert role="alert" id={id}>
      <CircleX aria-hidden="true" />
      <span>{children}</span>
    </Alert>
  );
}
