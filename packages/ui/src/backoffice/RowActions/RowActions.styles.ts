import styled, { css } from 'styled-components';
import { Link } from '../../primitives/Link';
import { theme } from '../../theme/theme';

export const Group = styled.div`
  display: flex;
  gap: ${theme.space[100]};
`;

const actionStyles = css<{ $tone?: 'default' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color['text.danger'] : theme.color['text.link'])};
  cursor: pointer;

  svg {
    display: block;
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover {
    border-color: ${theme.color['border.default']};
    background: ${theme.color['bg.surface']};
  }

  &:focus-visible {
    outline: ${theme.space[50]} solid ${theme.color['border.focus']};
    outline-offset: ${theme.space[50]};
  }
`;

export const ActionLink = styled(Link)<{ $tone?: 'default' | 'danger' }>`
  ${actionStyles}
`;

export const ActionButton = styled.button<{ $tone: 'default' | 'danger' }>`
  ${actionStyles}
`;
