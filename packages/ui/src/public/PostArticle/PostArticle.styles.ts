import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';
import { phoneGutter } from '../shared/Container';

/**
 * The reading column: the `readingColumn` token of the body text (18 px) is about 68 characters of
 * Portuguese per line, inside the 60–75 the design direction asks for.
 */
const column = css`
  box-sizing: content-box;
  max-width: ${theme.layout.readingColumn};
  margin-inline: auto;
  padding-inline: ${phoneGutter};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
  }
`;

export const Article = styled.article`
  font-size: ${theme.fontSize.lg};
  line-height: ${theme.lineHeight.relaxed};
  color: ${theme.color['text.default']};
`;

export const Header = styled.header`
  ${column}
  display: flex;
  flex-direction: column;
  gap: ${theme.space[400]};
`;

export const Title = styled.h1`
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
  overflow-wrap: break-word;

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['3xl']};
  }
`;

export const MetaRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[200]} ${theme.space[600]};
  font-size: ${theme.fontSize.md};
  color: ${theme.color['text.muted']};
`;

export const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[200]};

  svg {
    width: ${theme.space[400]};
    height: ${theme.space[400]};
  }
`;

export const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[400]};
  margin-top: ${theme.space[200]};
  padding-block: ${theme.space[400]};
  border-block: 1px solid ${theme.color['border.subtle']};
  line-height: ${theme.lineHeight.snug};
`;

export const BylineLabel = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.muted']};
`;

export const BylineName = styled.p`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};
`;

export const BylineRole = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.muted']};
  line-height: ${theme.lineHeight.snug};
`;

export const MainImage = styled.figure`
  max-width: ${theme.layout.contentMax};
  margin: ${theme.space[800]} auto 0;

  img {
    width: 100%;
    height: auto;
    background: ${theme.color['bg.subtle']};
  }

  ${theme.media.tablet} {
    max-width: calc(${theme.layout.readingColumn} + ${theme.space[2400]} * 2);
    padding-inline: ${theme.space[800]};

    img {
      border-radius: ${theme.radius.lg};
    }
  }
`;

export const Body = styled.div`
  ${column}
  margin-top: ${theme.space[800]};
`;

export const Paragraph = styled.p`
  margin-top: ${theme.space[500]};
  overflow-wrap: break-word;

  &:first-child {
    margin-top: 0;
  }
`;

const headingSize = { 2: '2xl', 3: 'xl', 4: 'lg' } as const;
const headingGap = { 2: 1200, 3: 1000, 4: 800 } as const;

export const Heading = styled.h2<{ $level: 2 | 3 | 4 }>`
  margin-top: ${({ theme, $level }) => theme.space[headingGap[$level]]};
  margin-bottom: ${theme.space[100]};
  font-size: ${({ theme, $level }) => theme.fontSize[headingSize[$level]]};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};

  &:first-child {
    margin-top: 0;
  }
`;

export const List = styled.ul`
  margin: ${theme.space[500]} 0 0;
  padding-inline-start: ${theme.space[800]};

  li {
    margin-top: ${theme.space[300]};
    padding-inline-start: ${theme.space[200]};
  }

  li::marker {
    color: ${theme.color['text.accent']};
    font-weight: ${theme.fontWeight.bold};
  }
`;

export const Figure = styled.figure`
  margin: ${theme.space[800]} 0;

  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
    background: ${theme.color['bg.subtle']};
  }
`;

export const FigureCaption = styled.figcaption`
  margin-top: ${theme.space[200]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.muted']};
`;

export const EmptyContent = styled.div`
  padding: ${theme.space[800]};
  border: 1px dashed ${theme.color['border.default']};
  border-radius: ${theme.radius.md};
  color: ${theme.color['text.muted']};
  text-align: center;
`;

export const Bio = styled.section`
  ${column}
  margin-top: ${theme.space[1600]};
`;

export const BioCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[400]};
  padding: ${theme.space[600]};
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};

  ${theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${theme.space[600]};
    padding: ${theme.space[800]};
  }
`;

export const BioHeading = styled.h2`
  font-family: ${theme.fontFamily.body};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color['text.accent']};
`;

export const BioName = styled.p`
  margin-top: ${theme.space[200]};
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};
  line-height: ${theme.lineHeight.snug};
`;

export const BioSummary = styled.p`
  margin-top: ${theme.space[300]};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.normal};
`;
