import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../../primitives/internal/surfacePanel';

/** The page's one `main` landmark: /login (and the guard's login) has no other layout around it. */
export const Page = styled.main`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: 100vh;
  padding: ${theme.space[800]} ${theme.space[400]};
  background: ${theme.color['bg.page']};

  ${theme.media.tablet} {
    align-items: center;
    padding: ${theme.space[1200]};
  }
`;

export const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${theme.space[800]} ${theme.space[600]};
  ${surfacePanel('md')}

  ${theme.media.tablet} {
    padding: ${theme.space[1000]};
  }
`;

export const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[200]};
  margin: 0 0 ${theme.space[600]};
  color: ${theme.color['text.accent']};
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};

  svg {
    width: 1.4em;
    height: 1.4em;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize['2xl']};
  line-height: ${theme.lineHeight.tight};
  color: ${theme.color['text.heading']};
`;

export const Subtitle = styled.p`
  margin: ${theme.space[200]} 0 ${theme.space[600]};
  color: ${theme.color['text.muted']};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.normal};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${theme.space[500]};
`;

export const Back = styled.p`
  margin: ${theme.space[600]} 0 0;
  text-align: center;
  font-size: ${theme.fontSize.md};

  a {
    color: ${theme.color['text.link']};
    display: inline-flex;
    align-items: center;
    min-height: ${theme.layout.touchTarget};
  }
`;
