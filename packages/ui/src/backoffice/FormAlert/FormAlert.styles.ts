import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[300]};
  padding: ${theme.space[300]} ${theme.space[400]};
  border: 1px solid ${theme.color['text.danger']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['danger.subtle']};
  color: ${theme.color['text.danger']};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};

  svg {
    flex-shrink: 0;
    width: 1.25em;
    height: 1.25em;
  }
`;
