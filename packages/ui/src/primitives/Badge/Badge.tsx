import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { theme } from '../../theme/theme';

export const badgeTones = ['neutral', 'info', 'accent', 'success', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

const toneStyles: Record<BadgeTone, (t: DefaultTheme) => ReturnType<typeof css>> = {
  neutral: (t) => css`
    background: ${t.color['bg.subtle']};
    color: ${t.color['text.default']};
    border-color: ${t.color['border.subtle']};
  `,
  info: (t) => css`
    background: ${t.color['info.subtle']};
    color: ${t.color['text.heading']};
  `,
  accent: (t) => css`
    background: ${t.color['bg.accentSubtle']};
    color: ${t.color['text.accent']};
  `,
  success: (t) => css`
    background: ${t.color['success.subtle']};
    color: ${t.color['text.success']};
  `,
  danger: (t) => css`
    background: ${t.color['danger.subtle']};
    color: ${t.color['text.danger']};
  `,
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: ${theme.space[50]} ${theme.space[300]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  font-family: ${theme.fontFamily.body};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  ${({ theme, $tone }) => toneStyles[$tone](theme)}
`;

/** A short label: a post's category, a user's role. Text, never colour alone, carries the meaning. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
}
