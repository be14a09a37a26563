import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative; defaults to an empty tray. */
  icon?: ReactNode;
  /** The next step, e.g. a LinkButton 'Adicionar Post'. */
  action?: ReactNode;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[1000]} ${theme.space[600]}`};
  border: 1px dashed ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  text-align: center;
`;

const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[1200]};
  height: ${({ theme }) => theme.space[1200]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color['info.subtle']};
  color: ${({ theme }) => theme.color['text.heading']};

  svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
  }
`;

const Title = styled.p`
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.heading']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: balance;
`;

const Description = styled.p`
  max-width: ${({ theme }) => theme.layout.readingMax};
  color: ${({ theme }) => theme.color['text.muted']};
  text-wrap: pretty;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[200]};
`;

/** Nothing to show yet: says so and points to the next step. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      <IconWrap aria-hidden="true">{icon ?? <Inbox />}</IconWrap>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Box>
  );
}
