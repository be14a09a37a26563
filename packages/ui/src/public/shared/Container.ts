import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** The side gutter of the page's columns on a phone (Container, the post's reading column). */
export const phoneGutter = theme.space[500];
/** How wide a column's content is drawn on a phone: the `sizes` of images that fill it. */
export const phoneColumnWidth = `calc(100vw - 2 * ${phoneGutter})`;

/** The page's content column: full width on phones with side gutters, capped on desktop. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.contentMax};
  margin-inline: auto;
  padding-inline: ${phoneGutter};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
  }
`;

/** Eyebrow above a section heading: small, spaced capitals in the accent colour. */
export const Eyebrow = styled.p<{ $inverse?: boolean }>`
  margin: 0 0 ${theme.space[200]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $inverse }) => ($inverse ? theme.color['text.accentOnInverse'] : theme.color['text.accent'])};
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['3xl']};
  }
`;

export const SectionIntro = styled.p`
  margin-top: ${theme.space[300]};
  max-width: ${theme.layout.readingMax};
  font-size: ${theme.fontSize.lg};
  line-height: ${theme.lineHeight.normal};
  color: ${theme.color['text.muted']};
`;

/** Vertical rhythm of a landing section; `scroll-margin-top` keeps anchors clear of the fixed nav bar. */
export const Band = styled.section<{ $tone?: 'page' | 'subtle' | 'surface' }>`
  padding-block: ${theme.space[1600]};
  scroll-margin-top: ${theme.layout.navHeight};
  background: ${({ theme, $tone = 'page' }) =>
    $tone === 'subtle'
      ? theme.color['bg.subtle']
      : $tone === 'surface'
        ? theme.color['bg.surface']
        : theme.color['bg.page']};

  ${theme.media.tablet} {
    padding-block: ${theme.space[2400]};
  }
`;

export const SectionHeader = styled.div`
  margin-bottom: ${theme.space[1000]};
`;
