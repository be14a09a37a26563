import styled, { css } from 'styled-components';
import { Link } from '../../primitives/Link';
import { theme } from '../../theme/theme';

/** Width of the side bar (tablet and up); StaffLayout offsets the content by it. */
export const sideBarWidth = '16rem';

export const Bar = styled.nav`
  position: fixed;
  z-index: ${theme.zIndex.nav};
  inset: auto 0 0 0;
  height: ${theme.layout.bottomBarHeight};
  background: ${theme.color['bg.inverse']};
  color: ${theme.color['text.inverse']};
  box-shadow: ${theme.shadow.lg};

  ${theme.media.tablet} {
    inset: 0 auto 0 0;
    display: flex;
    flex-direction: column;
    width: ${sideBarWidth};
    height: 100vh;
    padding: ${theme.space[600]} ${theme.space[400]};
    overflow-y: auto;
    box-shadow: none;
  }
`;

const tabletOnly = css`
  display: none;
  ${theme.media.tablet} {
    display: flex;
  }
`;

export const Brand = styled.p`
  ${tabletOnly};
  align-items: center;
  gap: ${theme.space[300]};
  margin: 0 0 ${theme.space[600]};
  padding: 0 ${theme.space[200]};

  > svg {
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    color: ${theme.color['text.accentOnInverse']};
  }
  > span {
    display: grid;
  }
`;

export const BrandName = styled.span`
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const BrandNote = styled.span`
  color: ${theme.color['text.inverseMuted']};
  font-size: ${theme.fontSize.xs};
`;

export const Me = styled.div`
  ${tabletOnly};
  align-items: center;
  gap: ${theme.space[300]};
  margin-bottom: ${theme.space[600]};
  padding: ${theme.space[300]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.inverseRaised']};

  > span:last-child {
    display: grid;
    min-width: 0;
  }
`;

export const MeName = styled.span`
  overflow: hidden;
  font-weight: ${theme.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const MeRole = styled.span`
  color: ${theme.color['text.accentOnInverse']};
  font-size: ${theme.fontSize.xs};
`;

export const List = styled.ul`
  display: flex;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    flex: 1 1 0;
    min-width: 0;
  }

  ${theme.media.tablet} {
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[100]};
    height: auto;

    > li {
      flex: 0 0 auto;
    }
    > li:last-child {
      margin-top: auto;
      padding-top: ${theme.space[400]};
    }
  }
`;

const itemStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: ${theme.space[50]};
  width: 100%;
  height: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[100]} ${theme.space[50]} 0;
  border: 0;
  border-top: ${theme.space[100]} solid transparent;
  background: transparent;
  color: ${theme.color['text.inverseMuted']};
  font: inherit;
  font-size: ${theme.fontSize.xs};
  line-height: ${theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  > svg,
  > span[aria-hidden] {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover {
    color: ${theme.color['text.inverse']};
  }

  &:focus-visible {
    outline: ${theme.space[50]} solid ${theme.color['border.focusInverse']};
    outline-offset: calc(-1 * ${theme.space[50]});
  }

  ${theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: flex-start;
    gap: ${theme.space[300]};
    padding: ${theme.space[200]} ${theme.space[300]};
    border-top: 0;
    border-left: ${theme.space[100]} solid transparent;
    border-radius: ${theme.radius.md};
    font-size: ${theme.fontSize.md};
    text-align: left;

    > svg,
    > span[aria-hidden] {
      width: 1.5rem;
      height: 1.5rem;
    }

    &:hover {
      background: ${theme.color['bg.inverseRaised']};
    }
  }
`;

export const Item = styled(Link)`
  ${itemStyles};

  &[aria-current='page'] {
    border-color: ${theme.color['text.accentOnInverse']};
    color: ${theme.color['text.accentOnInverse']};
    font-weight: ${theme.fontWeight.semibold};
  }

  ${theme.media.tablet} {
    &[aria-current='page'] {
      background: ${theme.color['bg.inverseRaised']};
    }
  }
`;

/** A link the server answers (the static Storybook), not a route of the app: a plain anchor. */
export const DesignSystemLink = styled.a`
  ${itemStyles};

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Storybook is a desk tool: its link is on the side bar only, the phones' bottom bar is full. */
export const SideBarOnlyItem = styled.li`
  display: none;
  ${theme.media.tablet} {
    display: block;
  }
`;

export const LogoutButton = styled.button`
  ${itemStyles};

  &:disabled {
    cursor: progress;
  }
`;

/**
 * The link's full name (§2), beside the side bar's icons and under the bottom bar's (phones, at
 * most two lines): the spec's texts, never a shorter variant, so the accessible name is the same
 * at every size.
 */
export const ItemLabel = styled.span`
  max-width: 100%;
  overflow-wrap: anywhere;
  ${theme.media.tablet} {
    overflow-wrap: normal;
  }
`;
