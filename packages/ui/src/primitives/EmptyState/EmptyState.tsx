import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

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
  gap: ${theme.space[300]};
  padding: ${theme.space[1000]} ${theme.space[600]};
  border: 1px dashed ${theme.color['border.subtle']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};
  text-align: center;
`;

const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[1200]};
  height: ${theme.space[1200]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color['info.subtle']};
  color: ${theme.color['text.heading']};

  svg {
    width: ${theme.space[600]};
    height: ${theme.space[600]};
  }
`;

const Title = styled.p`
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};
  line-height: ${theme.lineHeight.snug};
  text-wrap: balance;
`;

const Description = styled.p`
  max-width: ${theme.layout.readingMax};
  color: ${theme.color['text.muted']};
  text-wrap: pretty;
`;

const Action = styled.div`
  margin-top: ${theme.space[200]};
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
