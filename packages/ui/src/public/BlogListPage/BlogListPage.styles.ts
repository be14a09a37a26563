import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const PageHeader = styled.div`
  padding-block: ${theme.space[1200]} ${theme.space[800]};
  background: ${theme.color['bg.subtle']};
  border-bottom: 1px solid ${theme.color['border.subtle']};

  ${theme.media.tablet} {
    padding-block: ${theme.space[1600]} ${theme.space[1000]};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${theme.fontSize['3xl']};
  font-weight: ${theme.fontWeight.semibold};

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['4xl']};
  }
`;

export const Intro = styled.p`
  max-width: ${theme.layout.readingMax};
  margin-top: ${theme.space[300]};
  font-size: ${theme.fontSize.lg};
  color: ${theme.color['text.muted']};
`;

export const Toolbar = styled.div`
  display: grid;
  gap: ${theme.space[600]};
  padding-block: ${theme.space[800]};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[1000]};
  }
`;

export const FilterLabel = styled.p`
  margin-bottom: ${theme.space[150]};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color['text.heading']};
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[200]};
`;

export const Chip = styled.button`
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[400]};
  border: 1px solid ${theme.color['border.default']};
  border-radius: ${theme.radius.pill};
  background: ${theme.color['action.secondary.bg']};
  color: ${theme.color['text.heading']};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  transition: background-color ${theme.motion.fast} ease-out;

  &:hover {
    background: ${theme.color['action.secondary.bgHover']};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.color['action.primary.bg']};
    background: ${theme.color['action.primary.bg']};
    color: ${theme.color['text.inverse']};
  }
`;

export const Results = styled.section`
  padding-bottom: ${theme.space[2000]};
`;

export const Count = styled.p`
  margin-bottom: ${theme.space[400]};
  color: ${theme.color['text.muted']};
`;

export const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[1000]};

  > * {
    width: 100%;
  }

  ${theme.media.tablet} {
    > * {
      width: auto;
    }
  }
`;
