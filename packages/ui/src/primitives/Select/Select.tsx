import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { FormField, fieldDescribedBy } from '../FormField';
import { ControlFrame, ControlIconEnd, controlStyles, withEndIcon } from '../FormField/FormField.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'multiple'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first option with the empty value, e.g. 'Selecione uma categoria'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

const NativeSelect = styled.select`
  ${controlStyles}
  ${withEndIcon}
  appearance: none;
  cursor: pointer;
  text-overflow: ellipsis;
`;

/** A labelled native <select>: the phone's own picker, keyboard and screen reader support for free. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FormField id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <ControlFrame>
        <NativeSelect
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(fieldId, { hint, error }, describedBy)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ControlIconEnd aria-hidden="true">
          <ChevronDown />
        </ControlIconEnd>
      </ControlFrame>
    </FormField>
  );
}
