import styled, { css, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button';

const variantStyles: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.color['action.primary.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) { background: ${t.color['action.primary.bgHover']}; }
  `,
  accent: (t) => css`
    background: ${t.color['action.accent.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) { background: ${t.color['action.accent.bgHover']}; }
  `,
  secondary: (t) => css`
    background: ${t.color['action.secondary.bg']};
    color: ${t.color['text.heading']};
    border-color: ${t.color['border.default']};
    &:hover:not(:disabled) { background: ${t.color['action.secondary.bgHover']}; }
  `,
  danger: (t) => css`
    background: ${t.color['action.danger.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) { background: ${t.color['action.danger.bgHover']}; }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.color['text.link']};
    &:hover:not(:disabled) { background: ${t.color['action.secondary.bgHover']}; }
  `,
  whatsapp: (t) => css`
    background: ${t.color['whatsapp.bg']};
    color: ${t.color['text.inverse']};
    &:hover:not(:disabled) { background: ${t.color['whatsapp.bgHover']}; }
  `,
};

const sizeStyles: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: 36px;
    padding: 0 ${t.space[300]};
    font-size: ${t.fontSize.sm};
  `,
  md: (t) => css`
    min-height: ${t.layout.touchTarget};
    padding: 0 ${t.space[500]};
    font-size: ${t.fontSize.md};
  `,
  lg: (t) => css`
    min-height: 52px;
    padding: 0 ${t.space[800]};
    font-size: ${t.fontSize.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease-out;
  ${({ theme, $variant }) => variantStyles[$variant](theme)}
  ${({ theme, $size }) => sizeStyles[$size](theme)}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color['action.disabled.bg']};
    color: ${({ theme }) => theme.color['text.muted']};
    border-color: ${({ theme }) => theme.color['border.subtle']};
  }

  &[aria-busy='true'] { cursor: progress; }

  svg { width: 1.15em; height: 1.15em; flex-shrink: 0; }
`;
