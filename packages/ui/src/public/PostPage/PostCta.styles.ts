import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Cta = styled.section`
  box-sizing: content-box;
  max-width: ${theme.layout.readingColumn};
  margin: ${theme.space[1200]} auto ${theme.space[2000]};
  padding: ${theme.space[800]} ${theme.space[500]};
  background: ${theme.color['bg.subtle']};
  font-size: ${theme.fontSize.lg};

  ${theme.media.tablet} {
    border-radius: ${theme.radius.lg};
    padding: ${theme.space[1000]};
  }
`;

export const CtaTitle = styled.h2`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const CtaText = styled.p`
  margin-top: ${theme.space[300]};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.normal};
`;

export const CtaActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[300]};
  margin-top: ${theme.space[600]};

  ${theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
