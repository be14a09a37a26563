import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const ScrollRegion = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};
  -webkit-overflow-scrolling: touch;
`;

/* Narrow screens: columns keep their minimum widths and the region scrolls, instead of one word per line. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.snug};
`;

export const Caption = styled.caption`
  padding: ${theme.space[400]} ${theme.space[400]} ${theme.space[200]};
  text-align: left;
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};
`;

type Align = 'left' | 'right' | 'center';

export const HeaderCell = styled.th<{ $align: Align }>`
  padding: ${theme.space[300]} ${theme.space[400]};
  border-bottom: 1px solid ${theme.color['border.default']};
  background: ${theme.color['bg.subtle']};
  color: ${theme.color['text.heading']};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const Cell = styled.td<{ $align: Align }>`
  padding: ${theme.space[200]} ${theme.space[400]};
  border-bottom: 1px solid ${theme.color['border.subtle']};
  color: ${theme.color['text.default']};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  overflow-wrap: break-word;
`;

export const Row = styled.tr`
  &:last-child td {
    border-bottom: 0;
  }

  &:hover td {
    background: ${theme.color['bg.subtle']};
  }
`;
