import { useId, type FocusEventHandler, type ReactNode } from 'react';
import DatePicker, { registerLocale, type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { FormField, fieldDescribedBy } from '../FormField';
import { ControlIconEnd } from '../FormField/FormField.styles';
import { CalendarBox, CalendarHeader, DateFrame, DateInput, MonthButton, MonthTitle } from './DateField.styles';

registerLocale('pt-BR', ptBR);

/** The spec's display format (§3, §9). */
export const DATE_FORMAT = 'dd/MM/yyyy';

export interface DateFieldProps {
  label: ReactNode;
  value: Date | null;
  onChange: (date: Date | null) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  name?: string;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  /** Defaults to 'dd/mm/aaaa'. */
  placeholder?: string;
  /** The month shown when the calendar opens with no value (default: the current month). */
  openToDate?: Date;
  onBlur?: FocusEventHandler<HTMLElement>;
}

function CalendarContainer({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <CalendarBox className={className} role="dialog" aria-label="Calendário">
      {children}
    </CalendarBox>
  );
}

function MonthHeader({
  monthDate,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
}: ReactDatePickerCustomHeaderProps) {
  return (
    <CalendarHeader>
      <MonthButton type="button" onClick={decreaseMonth} disabled={prevMonthButtonDisabled}>
        <ChevronLeft aria-hidden="true" />
        <span className="visually-hidden">Mês anterior</span>
      </MonthButton>
      <MonthTitle>{format(monthDate, "LLLL 'de' yyyy", { locale: ptBR })}</MonthTitle>
      <MonthButton type="button" onClick={increaseMonth} disabled={nextMonthButtonDisabled}>
        <ChevronRight aria-hidden="true" />
        <span className="visually-hidden">Próximo mês</span>
      </MonthButton>
    </CalendarHeader>
  );
}

/**
 * A date typed as dd/MM/yyyy or picked from a pt-BR calendar whose weeks
 * start on Sunday (§9). Keyboard: typing, or ArrowDown into the calendar,
 * arrows between days, Enter to pick, Escape to close.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  id,
  name,
  minDate,
  maxDate,
  disabled,
  placeholder = 'dd/mm/aaaa',
  openToDate,
  onBlur,
}: DateFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FormField id={fieldId} label={label} hint={hint} error={error} required={required}>
      <DateFrame>
        <DatePicker
          id={fieldId}
          name={name}
          selected={value}
          onChange={(date: Date | null) => onChange(date)}
          onBlur={onBlur}
          locale="pt-BR"
          dateFormat={DATE_FORMAT}
          strictParsing
          calendarStartDay={0}
          minDate={minDate}
          maxDate={maxDate}
          openToDate={openToDate}
          disabled={disabled}
          required={required}
          placeholderText={placeholder}
          autoComplete="off"
          customInput={<DateInput />}
          ariaInvalid={error ? 'true' : undefined}
          ariaDescribedBy={fieldDescribedBy(fieldId, { hint, error })}
          calendarContainer={CalendarContainer}
          renderCustomHeader={MonthHeader}
          showPopperArrow={false}
          popperPlacement="bottom-start"
          chooseDayAriaLabelPrefix="Escolher"
          disabledDayAriaLabelPrefix="Indisponível:"
          monthAriaLabelPrefix="Mês"
          weekAriaLabelPrefix="Semana"
        />
        <ControlIconEnd aria-hidden="true">
          <CalendarDays />
        </ControlIconEnd>
      </DateFrame>
    </FormField>
  );
}
