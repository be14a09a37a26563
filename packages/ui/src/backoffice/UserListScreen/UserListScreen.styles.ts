import styled from 'styled-components';

export const NameCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 10rem;
  color: ${({ theme }) => theme.color['text.heading']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
`;
