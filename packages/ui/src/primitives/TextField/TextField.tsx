import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, fieldDescribedBy } from '../FormField';
import { controlStyles } from '../FormField/FormField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field in text.danger; also sets aria-invalid. */
  error?: ReactNode;
  /** Generated when absent. */
  id?: string;
}

const Input = styled.input`
  ${controlStyles}
`;

/**
 * A labelled single-line input. Spread react-hook-form's `register()` into it
 * (name, onChange, onBlur, ref) or drive it with value/onChange.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FormField id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <Input
        id={fieldId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(fieldId, { hint, error }, describedBy)}
        {...rest}
      />
    </FormField>
  );
}
