import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: grid;
  gap: ${theme.space[400]};
`;

export const Rows = styled.ol`
  display: grid;
  gap: ${theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowItem = styled.li<{ $dragging: boolean }>`
  position: relative;
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: ${theme.zIndex.raised};
      border-color: ${theme.color['border.focus']};
      box-shadow: ${theme.shadow.lg};
    `}
`;

export const RowHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[100]};
  padding: ${theme.space[100]};
  border-bottom: 1px solid ${theme.color['border.subtle']};
`;

export const RowTitle = styled.p`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[200]};
  min-width: 0;
  margin: 0;
  color: ${theme.color['text.heading']};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};

  svg {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    color: ${theme.color['text.muted']};
  }
`;

const iconButton = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color['text.link']};
  cursor: pointer;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover:not(:disabled) {
    border-color: ${theme.color['border.default']};
  }

  &:focus-visible {
    outline: ${theme.space[50]} solid ${theme.color['border.focus']};
    outline-offset: calc(-1 * ${theme.space[50]});
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color['text.muted']};
    opacity: 0.6;
  }
`;

export const Handle = styled.button`
  ${iconButton};
  color: ${theme.color['text.muted']};
  cursor: grab;
  touch-action: none;

  &:active {
    cursor: grabbing;
  }
`;

export const Tools = styled.div`
  display: flex;
  flex-shrink: 0;
`;

export const ToolButton = styled.button<{ $tone?: 'danger' }>`
  ${iconButton};
  ${({ $tone, theme }) =>
    $tone === 'danger' &&
    css`
      color: ${theme.color['text.danger']};
    `}
`;

export const Body = styled.div`
  display: grid;
  gap: ${theme.space[400]};
  padding: ${theme.space[400]};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${theme.space[600]};
  border: 1px dashed ${theme.color['border.default']};
  border-radius: ${theme.radius.md};
  color: ${theme.color['text.muted']};
  text-align: center;
`;

export const Live = styled.div``;

export const MenuRoot = styled.div`
  position: relative;
  display: inline-block;
`;

export const Menu = styled.ul`
  position: absolute;
  z-index: ${theme.zIndex.overlay};
  top: calc(100% + ${theme.space[100]});
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: ${theme.space[100]};
  border: 1px solid ${theme.color['border.default']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  box-shadow: ${theme.shadow.lg};
  list-style: none;
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space[300]};
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[300]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color['text.heading']};
  font: inherit;
  text-align: left;
  cursor: pointer;

  svg {
    width: 1.25rem;
    height: 1.25rem;
    color: ${theme.color['text.muted']};
  }

  &:hover,
  &:focus-visible {
    background: ${theme.color['action.secondary.bgHover']};
  }

  &:focus-visible {
    outline: ${theme.space[50]} solid ${theme.color['border.focus']};
    outline-offset: calc(-1 * ${theme.space[50]});
  }
`;

export const MenuChevron = styled.span`
  display: inline-flex;
  margin-left: ${theme.space[100]};
`;
