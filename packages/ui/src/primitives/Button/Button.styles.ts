import styled, { css, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { theme } from '../../theme/theme';

const variantStyles: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.color['action.primary.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) {
      background: ${t.color['action.primary.bgHover']};
    }
  `,
  accent: (t) => css`
    background: ${t.color['action.accent.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) {
      background: ${t.color['action.accent.bgHover']};
    }
  `,
  secondary: (t) => css`
    background: ${t.color['action.secondary.bg']};
    color: ${t.color['text.heading']};
    border-color: ${t.color['border.default']};
    &:hover:not(:disabled) {
      background: ${t.color['action.secondary.bgHover']};
    }
  `,
  danger: (t) => css`
    background: ${t.color['action.danger.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) {
      background: ${t.color['action.danger.bgHover']};
    }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.color['text.link']};
    &:hover:not(:disabled) {
      background: ${t.color['action.secondary.bgHover']};
    }
  `,
  whatsapp: (t) => css`
    background: ${t.color['whatsapp.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) {
      background: ${t.color['whatsapp.bgHover']};
    }
  `,
};

/* Every size keeps the 44px touch target; `sm` is only tighter and smaller in type. */
const sizeStyles: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: ${t.layout.touchTarget};
    padding: 0 ${t.space[300]};
    font-size: ${t.fontSize.sm};
  `,
  md: (t) => css`
    min-height: ${t.layout.touchTarget};
    padding: 0 ${t.space[500]};
    font-size: ${t.fontSize.md};
  `,
  lg: (t) => css`
    min-height: calc(${t.layout.touchTarget} + ${t.space[200]});
    padding: 0 ${t.space[800]};
    font-size: ${t.fontSize.lg};
  `,
};

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

/**
 * The look of a button, shared by <button> (Button), <a> (LinkButton) and the
 * <label> that opens a file input (ImagePicker): one definition, three elements.
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[200]};
  min-width: ${theme.layout.touchTarget};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-family: ${theme.fontFamily.body};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.motion.fast} ease-out;
  ${({ theme, $variant }) => variantStyles[$variant](theme)}
  ${({ theme, $size }) => sizeStyles[$size](theme)}

  /* Busy keeps its colour (work is under way); only a truly unavailable action greys out. */
  &:disabled:not([aria-busy='true']) {
    cursor: not-allowed;
    background: ${theme.color['action.disabled.bg']};
    color: ${theme.color['text.muted']};
    border-color: ${theme.color['border.subtle']};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  svg {
    width: 1.15em;
    height: 1.15em;
    flex-shrink: 0;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Icon slot, decorative (the text names the button). */
export const ButtonIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

/** The busy indicator spins only when the visitor accepts motion. */
export const ButtonSpinner = styled(ButtonIcon)`
  @media (prefers-reduced-motion: no-preference) {
    svg {
      animation: button-spin 0.9s linear infinite;
    }
  }
  @keyframes button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** Text slot: long labels wrap inside the button instead of overflowing it. */
export const ButtonLabel = styled.span`
  padding-block: ${theme.space[200]};
  min-width: 0;
  overflow-wrap: break-word;
`;
