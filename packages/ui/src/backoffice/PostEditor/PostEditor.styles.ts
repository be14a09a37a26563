import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../../primitives/internal/surfacePanel';

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space[600]};
  max-width: 56rem;
`;

export const Card = styled.section`
  padding: ${theme.space[400]};
  ${surfacePanel('sm')}

  ${theme.media.tablet} {
    padding: ${theme.space[800]};
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${theme.space[500]};
  color: ${theme.color['text.heading']};
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${theme.space[500]};
`;

export const Footer = styled.div`
  display: grid;
  gap: ${theme.space[300]};
`;

/** Announces the save's progress; the busy button shows the same text. */
export const Progress = styled.p``;

export const FooterButtons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space[300]};

  > button {
    flex: 1 1 auto;
  }

  ${theme.media.tablet} {
    > button {
      flex: 0 0 auto;
    }
  }
`;

export const PreviewCard = styled(Card)`
  background: ${theme.color['bg.page']};
`;
