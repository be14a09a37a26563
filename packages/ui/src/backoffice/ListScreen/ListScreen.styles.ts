import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Search = styled.div`
  max-width: 32rem;
  margin-bottom: ${theme.space[500]};
`;

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space[400]};
`;
