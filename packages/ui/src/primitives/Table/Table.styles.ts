import styled from 'styled-components';

export const ScrollRegion = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  -webkit-overflow-scrolling: touch;
`;

/* Narrow screens: columns keep their minimum widths and the region scrolls, instead of one word per line. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[400]} ${theme.space[200]}`};
  text-align: left;
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.heading']};
`;

type Align = 'left' | 'right' | 'center';

export const HeaderCell = styled.th<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color['border.default']};
  background: ${({ theme }) => theme.color['bg.subtle']};
  color: ${({ theme }) => theme.color['text.heading']};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const Cell = styled.td<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color['border.subtle']};
  color: ${({ theme }) => theme.color['text.default']};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  overflow-wrap: break-word;
`;

export const Row = styled.tr`
  &:last-child td {
    border-bottom: 0;
  }

  &:hover td {
    background: ${({ theme }) => theme.color['bg.subtle']};
  }
`;
