import styled from 'styled-components';

export const PageHeader = styled.div`
  padding-block: ${({ theme }) => theme.space[1200]} ${({ theme }) => theme.space[800]};
  background: ${({ theme }) => theme.color['bg.subtle']};
  border-bottom: 1px solid ${({ theme }) => theme.color['border.subtle']};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space[1600]} ${({ theme }) => theme.space[1000]};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
  }
`;

export const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingMax};
  margin-top: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  padding-block: ${({ theme }) => theme.space[800]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[1000]};
  }
`;

export const FilterLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[150]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color['text.heading']};
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

export const Chip = styled.button`
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color['border.default']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color['action.secondary.bg']};
  color: ${({ theme }) => theme.color['text.heading']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease-out;

  &:hover {
    background: ${({ theme }) => theme.color['action.secondary.bgHover']};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color['action.primary.bg']};
    background: ${({ theme }) => theme.color['action.primary.bg']};
    color: ${({ theme }) => theme.color['text.inverse']};
  }
`;

export const Results = styled.section`
  padding-bottom: ${({ theme }) => theme.space[2000]};
`;

export const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color['text.muted']};
`;

export const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[1000]};

  button {
    width: 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    button {
      width: auto;
    }
  }
`;
