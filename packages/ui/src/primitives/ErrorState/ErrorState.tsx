import type { ReactNode } from 'react';
import { CircleAlert, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { theme } from '../../theme/theme';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What happened, in Portuguese, e.g. 'Erro ao carregar posts'. */
  message: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[300]};
  padding: ${theme.space[500]};
  border: 1px solid ${theme.color['text.danger']};
  border-left-width: ${theme.space[100]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['danger.subtle']};
  color: ${theme.color['text.danger']};

  ${theme.media.tablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Text = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[300]};
  flex: 1;
  min-width: 0;

  > svg {
    flex-shrink: 0;
    width: ${theme.space[600]};
    height: ${theme.space[600]};
  }
`;

const Title = styled.p`
  font-weight: ${theme.fontWeight.bold};
`;

const Message = styled.p`
  overflow-wrap: break-word;
`;

/** A failure that replaces content: what happened and, when possible, 'Tentar novamente'. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Tentar novamente', className }: ErrorStateProps) {
  return (
    <Box role="alert" className={className}>
      <Text>
        <CircleAlert aria-hidden="true" />
        <div>
          {title ? <Title>{title}</Title> : null}
          <Message>{message}</Message>
        </div>
      </Text>
      {onRetry ? (
        <Button variant="secondary" icon={<RefreshCw />} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
