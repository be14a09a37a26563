import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const TitleCell = styled.span`
  display: block;
  min-width: 12rem;
  color: ${theme.color['text.heading']};
  font-weight: ${theme.fontWeight.semibold};
`;
