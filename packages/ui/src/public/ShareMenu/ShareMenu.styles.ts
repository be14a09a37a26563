import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[200]};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[500]};
  border: 1px solid ${theme.color['border.default']};
  border-radius: ${theme.radius.pill};
  background: ${theme.color['action.secondary.bg']};
  color: ${theme.color['text.heading']};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.color['action.secondary.bgHover']};
  }

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;

export const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${theme.space[200]});
  left: 0;
  z-index: ${theme.zIndex.raised};
  min-width: 15rem;
  margin: 0;
  padding: ${theme.space[200]};
  list-style: none;
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  box-shadow: ${theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

export const Item = styled.li``;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[300]};
  width: 100%;
  min-height: ${theme.space[1200]};
  padding: 0 ${theme.space[300]};
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color['text.heading']};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${theme.color['action.secondary.bgHover']};
  }

  svg {
    flex-shrink: 0;
    width: ${theme.space[500]};
    height: ${theme.space[500]};
    color: ${theme.color['text.accent']};
  }
`;

export const ItemButton = styled.button<{ $done?: boolean }>`
  ${itemStyles}

  ${({ $done, theme }) =>
    $done &&
    css`
      color: ${theme.color['text.success']};

      svg {
        color: ${theme.color['text.success']};
      }
    `}
`;

export const ItemLink = styled.a`
  ${itemStyles}
`;
