import styled, { css } from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0 ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color['border.default']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color['action.secondary.bg']};
  color: ${({ theme }) => theme.color['text.heading']};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color['action.secondary.bgHover']};
  }

  svg {
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
  }
`;

export const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[200]});
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.raised};
  min-width: 15rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[200]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

export const Item = styled.li``;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  min-height: ${({ theme }) => theme.space[1200]};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color['text.heading']};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color['action.secondary.bgHover']};
  }

  svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
    color: ${({ theme }) => theme.color['text.accent']};
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
