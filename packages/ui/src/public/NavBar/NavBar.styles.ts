import styled, { css } from 'styled-components';

export const Bar = styled.header<{ $fixed: boolean; $solid: boolean; $shadow: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'sticky')};
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme, $solid }) => ($solid ? theme.color['bg.inverse'] : 'transparent')};
  box-shadow: ${({ theme, $shadow }) => ($shadow ? theme.shadow.md : 'none')};
  color: ${({ theme }) => theme.color['text.inverse']};
  transition:
    background-color ${({ theme }) => theme.motion.normal} ease-out,
    box-shadow ${({ theme }) => theme.motion.normal} ease-out;

  :focus-visible {
    outline-color: ${({ theme }) => theme.color['border.focusInverse']};
  }
`;

export const BarInner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.layout.contentMax};
  min-height: ${({ theme }) => theme.layout.navHeight};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  color: ${({ theme }) => theme.color['text.inverse']};
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
  width: ${({ theme }) => theme.space[1000]};
  height: ${({ theme }) => theme.space[1000]};
  border: 1px solid ${({ theme }) => theme.color['text.accentOnInverse']};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color['text.accentOnInverse']};

  svg {
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
  }
`;

export const BrandName = styled.span`
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const BrandSub = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color['text.inverseMuted']};
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color['text.inverseMuted']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color['text.inverse']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
  }

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const MenuList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.mobileOnly} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[500]} ${theme.space[600]}`};
    background: ${({ theme }) => theme.color['bg.inverse']};
    border-top: 1px solid ${({ theme }) => theme.color['bg.inverseRaised']};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
  }
`;

export const MenuItem = styled.li`
  ${({ theme }) => theme.media.mobileOnly} {
    border-bottom: 1px solid ${({ theme }) => theme.color['bg.inverseRaised']};

    &:last-child {
      border-bottom: none;
    }
  }
`;

export const MenuLink = styled.a<{ $only?: 'wide' | 'narrow' }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space[1200]};
  padding-inline: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color['text.inverse']};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  text-underline-offset: 0.3em;

  &:hover {
    color: ${({ theme }) => theme.color['text.accentOnInverse']};
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.mobileOnly} {
    padding-inline: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    min-height: ${({ theme }) => theme.layout.touchTarget};
    font-size: ${({ theme }) => theme.fontSize.md};
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
