import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['bg.surface']};
`;

export const Heading = styled.div`
  color: ${({ theme }) => theme.color['text.heading']};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Fact = styled.div`
  display: contents;

  dt {
    color: ${({ theme }) => theme.color['text.muted']};
  }
  dd {
    margin: 0;
    min-width: 0;
    color: ${({ theme }) => theme.color['text.default']};
    overflow-wrap: anywhere;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0 calc(-1 * ${({ theme }) => theme.space[200]}) calc(-1 * ${({ theme }) => theme.space[200]});
  padding-top: ${({ theme }) => theme.space[100]};
  border-top: 1px solid ${({ theme }) => theme.color['border.subtle']};
`;
