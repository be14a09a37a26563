import styled from 'styled-components';

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border: 1px solid ${({ theme }) => theme.color['text.danger']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['danger.subtle']};
  color: ${({ theme }) => theme.color['text.danger']};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  svg {
    flex-shrink: 0;
    width: 1.25em;
    height: 1.25em;
  }
`;
