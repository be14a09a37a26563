import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const List = styled.ul`
  display: grid;
  gap: ${theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${theme.space[300]};
  padding: ${theme.space[400]};
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
`;

export const Heading = styled.div`
  color: ${theme.color['text.heading']};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[100]} ${theme.space[300]};
  margin: 0;
  font-size: ${theme.fontSize.sm};
`;

export const Fact = styled.div`
  display: contents;

  dt {
    color: ${theme.color['text.muted']};
  }
  dd {
    margin: 0;
    min-width: 0;
    color: ${theme.color['text.default']};
    overflow-wrap: anywhere;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0 calc(-1 * ${theme.space[200]}) calc(-1 * ${theme.space[200]});
  padding-top: ${theme.space[100]};
  border-top: 1px solid ${theme.color['border.subtle']};
`;
