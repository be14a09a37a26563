import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { FormField, fieldDescribedBy } from '../FormField';
import { ControlFrame, ControlIconStart, controlStyles, withStartIcon } from '../FormField/FormField.styles';

export interface SearchFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'children' | 'type' | 'value' | 'onChange'
> {
  label: ReactNode;
  /** Keeps the label for screen readers only (the placeholder is not a label). */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  id?: string;
}

const Input = styled.input`
  ${controlStyles}
  ${withStartIcon}

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/** A type="search" input with a search icon; reports the text, not the event. */
export function SearchField({
  label,
  labelHidden = false,
  value,
  onChange,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SearchFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FormField id={fieldId} label={label} labelHidden={labelHidden} hint={hint} className={className}>
      <ControlFrame>
        <ControlIconStart aria-hidden="true">
          <Search />
        </ControlIconStart>
        <Input
          id={fieldId}
          type="search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={fieldDescribedBy(fieldId, { hint }, describedBy)}
          {...rest}
        />
      </ControlFrame>
    </FormField>
  );
}
