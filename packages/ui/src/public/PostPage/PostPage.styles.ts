import styled from 'styled-components';
import { Link } from '../../primitives/Link';

/** Same column as the article (the readingColumn token). */
export const Wrap = styled.div`
  box-sizing: content-box;
  max-width: ${({ theme }) => theme.layout.readingColumn};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[500]} ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.fontSize.lg};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[800]};
    padding-top: ${({ theme }) => theme.space[1000]};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.link']};
  text-underline-offset: 0.2em;

  svg {
    width: ${({ theme }) => theme.space[400]};
    height: ${({ theme }) => theme.space[400]};
  }
`;

export const StateBox = styled.div`
  padding-block: ${({ theme }) => theme.space[1000]} ${({ theme }) => theme.space[2000]};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const Cta = styled.section`
  box-sizing: content-box;
  max-width: ${({ theme }) => theme.layout.readingColumn};
  margin: ${({ theme }) => theme.space[1200]} auto ${({ theme }) => theme.space[2000]};
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[500]};
  background: ${({ theme }) => theme.color['bg.subtle']};
  font-size: ${({ theme }) => theme.fontSize.lg};

  ${({ theme }) => theme.media.tablet} {
    border-radius: ${({ theme }) => theme.radius.lg};
    padding: ${({ theme }) => theme.space[1000]};
  }
`;

export const CtaTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const CtaText = styled.p`
  margin-top: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const CtaActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[600]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
