import styled from 'styled-components';

export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.color['bg.inverse']};
  color: ${({ theme }) => theme.color['text.inverse']};
  /* Room for the fixed, transparent nav bar above the message. */
  padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[1000]});
  padding-bottom: ${({ theme }) => theme.space[1600]};

  :focus-visible {
    outline-color: ${({ theme }) => theme.color['border.focusInverse']};
  }

  ${({ theme }) => theme.media.tablet} {
    padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[2000]});
    padding-bottom: ${({ theme }) => theme.space[2400]};
  }

  /* A quiet gold rule along the bottom edge. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${({ theme }) => theme.space[100]};
    background: ${({ theme }) => theme.color['action.accent.bg']};
  }
`;

export const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1200]};
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[1600]};
  }
`;

export const HeroEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color['text.accentOnInverse']};
`;

export const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color['text.inverse']};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }

  ${({ theme }) => theme.media.desktop} {
    max-width: 22ch;
    font-size: ${({ theme }) => theme.fontSize['4xl']};
  }
`;

export const Lead = styled.p`
  max-width: ${({ theme }) => theme.layout.readingMax};
  margin-top: ${({ theme }) => theme.space[600]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${({ theme }) => theme.color['text.inverseMuted']};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[1000]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[400]};
  }
`;

export const Facts = styled.div`
  display: none;
  padding: ${({ theme }) => theme.space[800]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color['bg.inverseRaised']};
  background: ${({ theme }) => theme.color['bg.inverseRaised']};

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

export const FactsTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.inverse']};
`;

export const FactsList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
  margin: ${({ theme }) => theme.space[600]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[300]};
    align-items: flex-start;
    color: ${({ theme }) => theme.color['text.inverse']};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }

  svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
    margin-top: ${({ theme }) => theme.space[50]};
    color: ${({ theme }) => theme.color['text.accentOnInverse']};
  }

  a {
    color: ${({ theme }) => theme.color['text.inverse']};
    text-underline-offset: 0.2em;
  }
`;
