import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  background: ${theme.color['bg.inverse']};
  color: ${theme.color['text.inverse']};
  /* Room for the fixed, transparent nav bar above the message. */
  padding-top: calc(${theme.layout.navHeight} + ${theme.space[1000]});
  padding-bottom: ${theme.space[1600]};

  :focus-visible {
    outline-color: ${theme.color['border.focusInverse']};
  }

  ${theme.media.tablet} {
    padding-top: calc(${theme.layout.navHeight} + ${theme.space[2000]});
    padding-bottom: ${theme.space[2400]};
  }

  /* A quiet gold rule along the bottom edge. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${theme.space[100]};
    background: ${theme.color['action.accent.bg']};
  }
`;

export const HeroGrid = styled.div`
  display: grid;
  gap: ${theme.space[1200]};
  max-width: ${theme.layout.contentMax};
  margin-inline: auto;
  padding-inline: ${theme.space[500]};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
  }

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: center;
    gap: ${theme.space[1600]};
  }
`;

export const HeroEyebrow = styled.p`
  margin-bottom: ${theme.space[400]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color['text.accentOnInverse']};
`;

export const HeroTitle = styled.h1`
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
  color: ${theme.color['text.inverse']};

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['3xl']};
  }

  ${theme.media.desktop} {
    max-width: 22ch;
    font-size: ${theme.fontSize['4xl']};
  }
`;

export const Lead = styled.p`
  max-width: ${theme.layout.readingMax};
  margin-top: ${theme.space[600]};
  font-size: ${theme.fontSize.lg};
  line-height: ${theme.lineHeight.relaxed};
  color: ${theme.color['text.inverseMuted']};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[300]};
  margin-top: ${theme.space[1000]};

  ${theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${theme.space[400]};
  }
`;

export const Facts = styled.div`
  display: none;
  padding: ${theme.space[800]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color['bg.inverseRaised']};
  background: ${theme.color['bg.inverseRaised']};

  ${theme.media.desktop} {
    display: block;
  }
`;

export const FactsTitle = styled.h2`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.inverse']};
`;

export const FactsList = styled.ul`
  display: grid;
  gap: ${theme.space[500]};
  margin: ${theme.space[600]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[300]};
    align-items: flex-start;
    color: ${theme.color['text.inverse']};
    line-height: ${theme.lineHeight.snug};
  }

  svg {
    flex-shrink: 0;
    width: ${theme.space[500]};
    height: ${theme.space[500]};
    margin-top: ${theme.space[50]};
    color: ${theme.color['text.accentOnInverse']};
  }

  a {
    color: ${theme.color['text.inverse']};
    text-underline-offset: 0.2em;
  }
`;
