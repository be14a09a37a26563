import {
  useCallback,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { FormField, fieldDescribedBy } from '../FormField';
import { controlStyles } from '../FormField/FormField.styles';
import { mergeRefs } from '../internal/mergeRefs';
import { theme } from '../../theme/theme';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Shows `${length}/${maxLength}` under the field (needs maxLength). */
  showCounter?: boolean;
}

const Area = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${theme.lineHeight.normal};
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: ${theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.lineHeight.snug};
  white-space: nowrap;
  color: ${({ theme, $over }) => ($over ? theme.color['text.danger'] : theme.color['text.muted'])};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeight.semibold : theme.fontWeight.regular)};
`;

function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * A labelled multi-line input with an optional character counter. The counter
 * follows the value also when uncontrolled (react-hook-form's register):
 * it reads the length from onChange and from the element when it mounts.
 */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  className,
  maxLength,
  showCounter = false,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const counterId = `${fieldId}-counter`;
  const [typedLength, setTypedLength] = useState(() => lengthOf(value ?? defaultValue));
  const length = value !== undefined ? lengthOf(value) : typedLength;
  const withCounter = showCounter && maxLength !== undefined;

  // A value set through the ref (react-hook-form's defaultValues/reset) raises no change event.
  const measure = useCallback((element: HTMLTextAreaElement | null) => {
    if (element) setTypedLength(element.value.length);
  }, []);
  const mergedRef = useMemo(() => mergeRefs(ref, measure), [ref, measure]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FormField
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      aside={
        withCounter ? (
          <Counter id={counterId} $over={length > maxLength}>
            {`${length}/${maxLength}`}
          </Counter>
        ) : null
      }
    >
      <Area
        ref={mergedRef}
        id={fieldId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(fieldId, { hint, error }, withCounter && counterId, describedBy)}
        {...rest}
      />
    </FormField>
  );
}
