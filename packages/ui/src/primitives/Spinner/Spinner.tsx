import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../../theme/theme';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Visible text, also what assistive technology announces. */
  label?: ReactNode;
  size?: SpinnerSize;
  /** Sits in a line of text instead of centring itself in a block. */
  inline?: boolean;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const ringSize = {
  sm: css`
    width: ${theme.space[400]};
    height: ${theme.space[400]};
  `,
  md: css`
    width: ${theme.space[600]};
    height: ${theme.space[600]};
  `,
  lg: css`
    width: ${theme.space[1000]};
    height: ${theme.space[1000]};
  `,
};

const Status = styled.div<{ $inline: boolean; $size: SpinnerSize }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  flex-direction: ${({ $inline, $size }) => (!$inline && $size === 'lg' ? 'column' : 'row')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme, $size }) => ($size === 'lg' ? theme.space[300] : theme.space[200])};
  padding: ${({ theme, $inline }) => ($inline ? '0' : theme.space[600])};
  color: ${theme.color['text.muted']};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  vertical-align: middle;
`;

const Ring = styled.svg<{ $size: SpinnerSize }>`
  ${({ $size }) => ringSize[$size]}
  flex-shrink: 0;
  fill: none;
  stroke-width: 3;
  animation: ${spin} 0.8s linear infinite;

  circle {
    stroke: ${theme.color['info.subtle']};
  }

  path {
    stroke: ${theme.color['action.primary.bg']};
    stroke-linecap: round;
  }
`;

/** A loading indicator with its text visible, e.g. 'Carregando...'. */
export function Spinner({ label = 'Carregando...', size = 'md', inline = false, className }: SpinnerProps) {
  return (
    <Status role="status" $inline={inline} $size={size} className={className}>
      <Ring $size={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 2a10 10 0 0 1 10 10" />
      </Ring>
      <span>{label}</span>
    </Status>
  );
}
