import styled from 'styled-components';
import { Link } from '../../primitives/Link';
import { theme } from '../../theme/theme';

/** Same column as the article (the readingColumn token). */
export const Wrap = styled.div`
  box-sizing: content-box;
  max-width: ${theme.layout.readingColumn};
  margin-inline: auto;
  padding: ${theme.space[600]} ${theme.space[500]} ${theme.space[400]};
  font-size: ${theme.fontSize.lg};

  ${theme.media.tablet} {
    padding-inline: ${theme.space[800]};
    padding-top: ${theme.space[1000]};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[200]};
  min-height: ${theme.layout.touchTarget};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.link']};
  text-underline-offset: 0.2em;

  svg {
    width: ${theme.space[400]};
    height: ${theme.space[400]};
  }
`;

export const StateBox = styled.div`
  padding-block: ${theme.space[1000]} ${theme.space[2000]};
  font-size: ${theme.fontSize.md};
`;
