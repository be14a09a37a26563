import styled, { css } from 'styled-components';
import { Link } from '../../primitives/Link';

export const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[100]};
`;

const actionStyles = css<{ $tone?: 'default' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color['text.danger'] : theme.color['text.link'])};
  cursor: pointer;

  svg {
    display: block;
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover {
    border-color: ${({ theme }) => theme.color['border.default']};
    background: ${({ theme }) => theme.color['bg.surface']};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.space[50]} solid ${({ theme }) => theme.color['border.focus']};
    outline-offset: ${({ theme }) => theme.space[50]};
  }
`;

export const ActionLink = styled(Link)<{ $tone?: 'default' | 'danger' }>`
  ${actionStyles}
`;

export const ActionButton = styled.button<{ $tone: 'default' | 'danger' }>`
  ${actionStyles}
`;
