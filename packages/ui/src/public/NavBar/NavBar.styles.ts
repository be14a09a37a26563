import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export const Bar = styled.header<{ $fixed: boolean; $solid: boolean; $shadow: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'sticky')};
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.nav};
  background: ${({ theme, $solid }) => ($solid ? theme.color['bg.inverse'] : 'transparent')};
  box-shadow: ${({ theme, $shadow }) => ($shadow ? theme.shadow.md : 'none')};
  color: ${theme.color['text.inverse']};
  transition:
    background-color ${theme.motion.normal} ease-out,
    box-shadow ${theme.motion.normal} ease-out;

  :focus-visible {
    outline-color: ${theme.color['border.focusInverse']};
  }
`;

export const BarInner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[400]};
  max-width: ${theme.layout.contentMax};
  min-height: ${theme.layout.navHeight};
  margin-inline: auto;
  padding-inline: ${theme.space[500]};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[300]};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color['text.inverse']};
  text-decoration: none;

  > span:nth-child(2) {
    display: flex;
    flex-direction: column;
  }
`;

export const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[1000]};
  height: ${theme.space[1000]};
  border: 1px solid ${theme.color['text.accentOnInverse']};
  border-radius: ${theme.radius.pill};
  color: ${theme.color['text.accentOnInverse']};

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;

export const BrandName = styled.span`
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
`;

export const BrandSub = styled.span`
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.color['text.inverseMuted']};
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[200]};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[400]};
  border: 1px solid ${theme.color['text.inverseMuted']};
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color['text.inverse']};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }

  ${theme.media.tablet} {
    display: none;
  }
`;

/** A popover on phones (hidden until opened, then just below the bar, which is always at the top). */
export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 0;
  color: inherit;
  overflow: visible;

  ${theme.media.mobileOnly} {
    &:popover-open {
      display: block;
      position: fixed;
      inset: ${theme.layout.navHeight} 0 auto 0;
      width: auto;
      height: auto;
      max-height: calc(100dvh - ${theme.layout.navHeight});
      overflow: auto;
      padding: ${theme.space[200]} ${theme.space[500]} ${theme.space[600]};
      background: ${theme.color['bg.inverse']};
      border-top: 1px solid ${theme.color['bg.inverseRaised']};
      box-shadow: ${theme.shadow.lg};
    }
  }

  ${theme.media.tablet} {
    /* Always in the page on wide screens, whatever the popover's state. */
    display: flex;
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    background: transparent;
    align-items: center;
    gap: ${theme.space[200]};
  }
`;

export const MenuItem = styled.li`
  ${theme.media.mobileOnly} {
    border-bottom: 1px solid ${theme.color['bg.inverseRaised']};

    &:last-child {
      border-bottom: none;
    }
  }
`;

export const MenuLink = styled.a<{ $only?: 'wide' | 'narrow' }>`
  display: flex;
  align-items: center;
  min-height: ${theme.space[1200]};
  padding-inline: ${theme.space[300]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color['text.inverse']};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  text-underline-offset: 0.3em;

  &:hover {
    color: ${theme.color['text.accentOnInverse']};
    text-decoration: underline;
  }

  ${theme.media.mobileOnly} {
    padding-inline: 0;
  }

  ${theme.media.tablet} {
    min-height: ${theme.layout.touchTarget};
    font-size: ${theme.fontSize.md};
  }

  ${({ $only, theme }) =>
    $only === 'wide' &&
    css`
      ${theme.media.mobileOnly} {
        display: none;
      }
    `}

  ${({ $only, theme }) =>
    $only === 'narrow' &&
    css`
      ${theme.media.tablet} {
        display: none;
      }
    `}
`;
