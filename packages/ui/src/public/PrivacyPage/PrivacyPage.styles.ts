import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** One reading column (the readingColumn token, about 68 characters a line). */
export const Page = styled.article`
  box-sizing: content-box;
  max-width: ${theme.layout.readingColumn};
  margin-inline: auto;
  padding: ${theme.space[1200]} ${theme.space[500]} ${theme.space[2000]};
  font-size: ${theme.fontSize.lg};
  line-height: ${theme.lineHeight.relaxed};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
    padding-top: ${theme.space[1600]};
  }
`;

export const Title = styled.h1`
  font-size: ${theme.fontSize['3xl']};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Lead = styled.p`
  margin-top: ${theme.space[400]};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.normal};
  color: ${theme.color['text.muted']};
`;

export const Section = styled.section`
  margin-top: ${theme.space[1000]};

  h2 {
    font-size: ${theme.fontSize['2xl']};
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.snug};
  }

  p,
  ul {
    margin-top: ${theme.space[400]};
  }

  ul {
    padding-inline-start: ${theme.space[800]};
  }

  li + li {
    margin-top: ${theme.space[200]};
  }

  li::marker {
    color: ${theme.color['text.accent']};
  }

  a {
    font-weight: ${theme.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;
