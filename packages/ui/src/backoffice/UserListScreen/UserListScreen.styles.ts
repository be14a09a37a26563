import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const NameCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space[300]};
  min-width: 10rem;
  color: ${theme.color['text.heading']};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[100]};
`;
