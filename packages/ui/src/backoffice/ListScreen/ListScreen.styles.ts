import styled from 'styled-components';

export const Search = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[500]};
`;

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;
