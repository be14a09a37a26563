import styled from 'styled-components';
import { ControlFrame, controlStyles, withEndIcon } from '../FormField/FormField.styles';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../internal/surfacePanel';

export const DateInput = styled.input`
  ${controlStyles}
  ${withEndIcon}
  font-variant-numeric: tabular-nums;
`;

/**
 * react-datepicker's own CSS is not imported (it would leak into every bundle
 * that touches the ui entry): the wrapper, popper and helper classes it relies
 * on are styled here, the calendar itself by CalendarBox.
 */
export const DateFrame = styled(ControlFrame)`
  .react-datepicker-wrapper,
  .react-datepicker__input-container {
    display: block;
    position: relative;
  }

  .react-datepicker-popper {
    z-index: ${theme.zIndex.overlay};
    padding-top: ${theme.space[100]};
  }

  .react-datepicker__aria-live,
  .react-datepicker__sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

export const CalendarBox = styled.div`
  display: inline-block;
  padding: ${theme.space[300]};
  ${surfacePanel('lg')}
  color: ${theme.color['text.default']};
  font-family: ${theme.fontFamily.body};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.tight};

  .react-datepicker__header {
    padding-bottom: ${theme.space[200]};
  }

  .react-datepicker__day-names,
  .react-datepicker__week {
    display: flex;
  }

  .react-datepicker__day-name,
  .react-datepicker__day {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.layout.touchTarget};
    margin: 0;
  }

  .react-datepicker__day-name {
    height: ${theme.space[800]};
    color: ${theme.color['text.muted']};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }

  .react-datepicker__day {
    height: ${theme.layout.touchTarget};
    border-radius: ${theme.radius.pill};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    transition: background-color ${theme.motion.fast} ease-out;

    &:hover {
      background: ${theme.color['action.secondary.bgHover']};
      color: ${theme.color['text.heading']};
    }
  }

  .react-datepicker__day--outside-month {
    color: ${theme.color['text.muted']};
  }

  .react-datepicker__day--today {
    font-weight: ${theme.fontWeight.bold};
    box-shadow: inset 0 0 0 1px ${theme.color['border.default']};
  }

  .react-datepicker__day--keyboard-selected {
    background: ${theme.color['info.subtle']};
    color: ${theme.color['text.heading']};
  }

  .react-datepicker__day--selected,
  .react-datepicker__day--selected:hover {
    background: ${theme.color['action.primary.bg']};
    color: ${theme.color['text.inverse']};
    font-weight: ${theme.fontWeight.semibold};
  }

  .react-datepicker__day--disabled,
  .react-datepicker__day--disabled:hover {
    background: transparent;
    color: ${theme.color['text.muted']};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[200]};
  padding-bottom: ${theme.space[100]};
`;

export const MonthTitle = styled.p`
  flex: 1;
  text-align: center;
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};

  &::first-letter {
    text-transform: uppercase;
  }
`;

export const MonthButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color['text.heading']};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.color['action.secondary.bgHover']};
  }

  &:disabled {
    color: ${theme.color['text.muted']};
    cursor: not-allowed;
  }

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;
