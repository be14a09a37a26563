import styled from 'styled-components';

export const TitleCell = styled.span`
  display: block;
  min-width: 12rem;
  color: ${({ theme }) => theme.color['text.heading']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
