import styled from 'styled-components';

export const FooterBand = styled.footer<{ $reserve: boolean }>`
  background: ${({ theme }) => theme.color['bg.inverse']};
  color: ${({ theme }) => theme.color['text.inverseMuted']};
  padding-top: ${({ theme }) => theme.space[1600]};
  /* The floating WhatsApp button (56 px + its 20 px offset) must never sit on the last links. */
  padding-bottom: ${({ theme, $reserve }) => ($reserve ? theme.space[2400] : theme.space[800])};

  :focus-visible {
    outline-color: ${({ theme }) => theme.color['border.focusInverse']};
  }

  address {
    font-style: normal;
    line-height: ${({ theme }) => theme.lineHeight.normal};
    color: ${({ theme }) => theme.color['text.inverse']};
  }
`;

export const FooterInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1000]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[800]};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
`;

export const BrandName = styled.p`
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.inverse']};
`;

export const ColumnTitle = styled.h2`
  font-family: ${({ theme }) => theme.fontFamily.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color['text.accentOnInverse']};
`;

export const SmallText = styled.p`
  color: ${({ theme }) => theme.color['text.inverseMuted']};
  line-height: ${({ theme }) => theme.lineHeight.normal};
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
  column-gap: ${({ theme }) => theme.space[500]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color['text.inverse']};
`;

export const QuickLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  color: ${({ theme }) => theme.color['text.inverse']};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.25em;

  &:hover {
    color: ${({ theme }) => theme.color['text.accentOnInverse']};
    text-decoration-color: currentColor;
  }

  svg {
    width: ${({ theme }) => theme.space[400]};
    height: ${({ theme }) => theme.space[400]};
  }
`;

export const ContactLink = styled(QuickLink)`
  gap: ${({ theme }) => theme.space[300]};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
    color: ${({ theme }) => theme.color['text.accentOnInverse']};
  }
`;

export const Bottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  margin-top: ${({ theme }) => theme.space[1200]};
  padding-top: ${({ theme }) => theme.space[600]};
  border-top: 1px solid ${({ theme }) => theme.color['bg.inverseRaised']};
`;

export const BottomText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color['text.inverseMuted']};
`;
