import styled, { css } from 'styled-components';

/**
 * The reading column: the `readingColumn` token of the body text (18 px) is about 68 characters of
 * Portuguese per line, inside the 60–75 the design direction asks for.
 */
const column = css`
  box-sizing: content-box;
  max-width: ${({ theme }) => theme.layout.readingColumn};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
  }
`;

export const Article = styled.article`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${({ theme }) => theme.color['text.default']};
`;

export const Header = styled.header`
  ${column}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

export const MetaRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[600]};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};

  svg {
    width: ${({ theme }) => theme.space[400]};
    height: ${({ theme }) => theme.space[400]};
  }
`;

export const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  margin-top: ${({ theme }) => theme.space[200]};
  padding-block: ${({ theme }) => theme.space[400]};
  border-block: 1px solid ${({ theme }) => theme.color['border.subtle']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const BylineLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const BylineName = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.heading']};
`;

export const BylineRole = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color['text.muted']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const MainImage = styled.figure`
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: ${({ theme }) => theme.space[800]} auto 0;

  img {
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.color['bg.subtle']};
  }

  ${({ theme }) => theme.media.tablet} {
    max-width: calc(${({ theme }) => theme.layout.readingColumn} + ${({ theme }) => theme.space[2400]} * 2);
    padding-inline: ${({ theme }) => theme.space[800]};

    img {
      border-radius: ${({ theme }) => theme.radius.lg};
    }
  }
`;

export const Body = styled.div`
  ${column}
  margin-top: ${({ theme }) => theme.space[800]};
`;

export const Paragraph = styled.p`
  margin-top: ${({ theme }) => theme.space[500]};
  overflow-wrap: break-word;

  &:first-child {
    margin-top: 0;
  }
`;

const headingSize = { 2: '2xl', 3: 'xl', 4: 'lg' } as const;
const headingGap = { 2: 1200, 3: 1000, 4: 800 } as const;

export const Heading = styled.h2<{ $level: 2 | 3 | 4 }>`
  margin-top: ${({ theme, $level }) => theme.space[headingGap[$level]]};
  margin-bottom: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme, $level }) => theme.fontSize[headingSize[$level]]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  &:first-child {
    margin-top: 0;
  }
`;

export const List = styled.ul`
  margin: ${({ theme }) => theme.space[500]} 0 0;
  padding-inline-start: ${({ theme }) => theme.space[800]};

  li {
    margin-top: ${({ theme }) => theme.space[300]};
    padding-inline-start: ${({ theme }) => theme.space[200]};
  }

  li::marker {
    color: ${({ theme }) => theme.color['text.accent']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const Figure = styled.figure`
  margin: ${({ theme }) => theme.space[800]} 0;

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color['bg.subtle']};
  }
`;

export const FigureCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const EmptyContent = styled.div`
  padding: ${({ theme }) => theme.space[800]};
  border: 1px dashed ${({ theme }) => theme.color['border.default']};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color['text.muted']};
  text-align: center;
`;

export const Bio = styled.section`
  ${column}
  margin-top: ${({ theme }) => theme.space[1600]};
`;

export const BioCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[600]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[600]};
    padding: ${({ theme }) => theme.space[800]};
  }
`;

export const BioHeading = styled.h2`
  font-family: ${({ theme }) => theme.fontFamily.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color['text.accent']};
`;

export const BioName = styled.p`
  margin-top: ${({ theme }) => theme.space[200]};
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.heading']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const BioSummary = styled.p`
  margin-top: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;
