import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import styled from 'styled-components';
import { FormField, fieldDescribedBy } from '../FormField';
import { ControlFrame, controlStyles } from '../FormField/FormField.styles';
import { theme } from '../../theme/theme';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

const Input = styled.input`
  ${controlStyles}
  padding-inline-end: calc(${theme.layout.touchTarget} + ${theme.space[100]});
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: 0;
  border: 0;
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
  background: transparent;
  color: ${theme.color['text.muted']};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${theme.color['text.heading']};
  }

  &:focus-visible {
    outline-offset: -4px;
  }

  &:disabled {
    cursor: not-allowed;
  }

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;

/** A password input with a 'Mostrar senha' / 'Ocultar senha' toggle. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  disabled,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <ControlFrame>
        <Input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(fieldId, { hint, error }, describedBy)}
          {...rest}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={fieldId}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          <span className="visually-hidden">{visible ? 'Ocultar senha' : 'Mostrar senha'}</span>
        </Toggle>
      </ControlFrame>
    </FormField>
  );
}
