import styled from 'styled-components';

/** One reading column (the readingColumn token, about 68 characters a line). */
export const Page = styled.article`
  box-sizing: content-box;
  max-width: ${({ theme }) => theme.layout.readingColumn};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[1200]} ${({ theme }) => theme.space[500]} ${({ theme }) => theme.space[2000]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
    padding-top: ${({ theme }) => theme.space[1600]};
  }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[1000]};

  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }

  p,
  ul {
    margin-top: ${({ theme }) => theme.space[400]};
  }

  ul {
    padding-inline-start: ${({ theme }) => theme.space[800]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[200]};
  }

  li::marker {
    color: ${({ theme }) => theme.color['text.accent']};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;
