import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const FooterBand = styled.footer<{ $reserve: boolean }>`
  background: ${theme.color['bg.inverse']};
  color: ${theme.color['text.inverseMuted']};
  padding-top: ${theme.space[1600]};
  /* The floating WhatsApp button (56 px + its 20 px offset) must never sit on the last links. */
  padding-bottom: ${({ theme, $reserve }) => ($reserve ? theme.space[2400] : theme.space[800])};

  :focus-visible {
    outline-color: ${theme.color['border.focusInverse']};
  }

  address {
    font-style: normal;
    line-height: ${theme.lineHeight.normal};
    color: ${theme.color['text.inverse']};
  }
`;

export const FooterInner = styled.div`
  max-width: ${theme.layout.contentMax};
  margin-inline: auto;
  padding-inline: ${theme.space[500]};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${theme.space[1000]};

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[800]};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[300]};
`;

export const BrandName = styled.p`
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.inverse']};
`;

export const ColumnTitle = styled.h2`
  font-family: ${theme.fontFamily.body};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color['text.accentOnInverse']};
`;

export const SmallText = styled.p`
  color: ${theme.color['text.inverseMuted']};
  line-height: ${theme.lineHeight.normal};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[500]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlainList = styled.ul`
  display: grid;
  gap: ${theme.space[300]};
  margin: ${theme.space[200]} 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.color['text.inverse']};
`;

export const QuickLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[200]};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color['text.inverse']};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.25em;

  &:hover {
    color: ${theme.color['text.accentOnInverse']};
    text-decoration-color: currentColor;
  }

  svg {
    width: ${theme.space[400]};
    height: ${theme.space[400]};
  }
`;

export const ContactLink = styled(QuickLink)`
  gap: ${theme.space[300]};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    width: ${theme.space[500]};
    height: ${theme.space[500]};
    color: ${theme.color['text.accentOnInverse']};
  }
`;

export const Bottom = styled.div`
  display: grid;
  gap: ${theme.space[200]};
  margin-top: ${theme.space[1200]};
  padding-top: ${theme.space[600]};
  border-top: 1px solid ${theme.color['bg.inverseRaised']};
`;

export const BottomText = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.inverseMuted']};
`;
