import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const TitleCell = styled.span`
  display: block;
  min-width: 12rem;
  color: ${theme.color['text.heading']};
  font-weight: ${theme.fontWeight.semibold};
`;

export const DateCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[200]};
`;
