import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[150]};
  min-width: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

export const Label = styled.label`
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  color: ${theme.color['text.heading']};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space[100]};
  color: ${theme.color['text.danger']};
`;

export const Hint = styled.p`
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
  color: ${theme.color['text.muted']};
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[300]};
  &:empty {
    display: none;
  }
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[150]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  color: ${theme.color['text.danger']};

  svg {
    flex-shrink: 0;
    width: 1.1em;
    height: 1.1em;
    margin-top: 0.1em;
  }
`;

export const FooterEnd = styled.div`
  margin-inline-start: auto;
`;

/**
 * The box of every text-like control (input, select, textarea, date input):
 * 44px tall, 16px text (no zoom on iOS), a 3:1 border, a thicker red border
 * when aria-invalid, the muted look when disabled.
 */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  margin: 0;
  padding: ${theme.space[200]} ${theme.space[300]};
  border: 1px solid ${theme.color['border.default']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  color: ${theme.color['text.default']};
  font-family: ${theme.fontFamily.body};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.snug};
  transition:
    border-color ${theme.motion.fast} ease-out,
    box-shadow ${theme.motion.fast} ease-out;

  &::placeholder {
    color: ${theme.color['text.muted']};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${theme.color['border.focus']};
  }

  &[aria-invalid='true'] {
    border-color: ${theme.color['text.danger']};
    box-shadow: inset 0 0 0 1px ${theme.color['text.danger']};
  }

  &:disabled,
  &[readonly] {
    background: ${theme.color['action.disabled.bg']};
    color: ${theme.color['text.muted']};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** A control with a decorative icon or a button laid over one of its ends. */
export const ControlFrame = styled.div`
  position: relative;
  display: block;
`;

export const controlIconStyles = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  pointer-events: none;
  color: ${theme.color['text.muted']};

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;

export const ControlIconStart = styled.span`
  ${controlIconStyles}
  left: ${theme.space[300]};
`;

export const ControlIconEnd = styled.span`
  ${controlIconStyles}
  right: ${theme.space[300]};
`;

/** Room for a 20px icon plus its 12px inset and an 8px gap. */
export const withStartIcon = css`
  padding-inline-start: calc(${theme.space[300]} + ${theme.space[500]} + ${theme.space[200]});
`;

export const withEndIcon = css`
  padding-inline-end: calc(${theme.space[300]} + ${theme.space[500]} + ${theme.space[200]});
`;
