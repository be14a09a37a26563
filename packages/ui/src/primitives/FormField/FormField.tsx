import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { ErrorText, Field, Footer, FooterEnd, Hint, Label, LabelRow, RequiredMark } from './FormField.styles';

export interface FormFieldProps {
  /** The control's id: the label's `for` and the base of the hint/error ids. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows the required marker (the control itself carries `required`). */
  required?: boolean;
  /** Keeps the label for assistive technology but hides it on screen. */
  labelHidden?: boolean;
  /** Shown at the end of the line under the control, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * The ids a control inside a FormField lists in aria-describedby: the hint
 * (read before typing), any extra descriptions (a counter), then the error.
 */
export function fieldDescribedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
  ...extra: Array<string | false | null | undefined>
): string | undefined {
  const ids = [hint ? fieldHintId(id) : null, ...extra, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Label, required marker, hint and error around one control. The error is
 * linked to the control by aria-describedby and the control is aria-invalid:
 * no live region, so a form showing several errors at once does not shout.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  aside,
  className,
  children,
}: FormFieldProps) {
  return (
    <Field className={className}>
      {/* The marker sits outside <label> so the label's text (and the control's name) stays exactly `label`. */}
      <LabelRow className={labelHidden ? 'visually-hidden' : undefined}>
        <Label htmlFor={id}>{label}</Label>
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </LabelRow>
      {hint ? <Hint id={fieldHintId(id)}>{hint}</Hint> : null}
      {children}
      {error || aside ? (
        <Footer>
          {error ? (
            <ErrorText id={fieldErrorId(id)}>
              <CircleAlert aria-hidden="true" />
              <span>{error}</span>
            </ErrorText>
          ) : null}
          {aside ? <FooterEnd>{aside}</FooterEnd> : null}
        </Footer>
      ) : null}
    </Field>
  );
}
