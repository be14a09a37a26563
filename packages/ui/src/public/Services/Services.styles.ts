import styled from 'styled-components';
import { gridListStyles } from '../shared/gridList';

export const Grid = styled.ul`
  ${gridListStyles}
  gap: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[600]};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Phones: icon beside the title, to keep six cards short; wider screens: icon above. */
export const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-top: ${({ theme }) => theme.space[100]} solid ${({ theme }) => theme.color['action.primary.bg']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[600]};
  }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[1200]};
  height: ${({ theme }) => theme.space[1200]};

  ${({ theme }) => theme.media.tablet} {
    margin-bottom: ${({ theme }) => theme.space[100]};
  }
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color['bg.accentSubtle']};
  color: ${({ theme }) => theme.color['text.accent']};

  svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
  }
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const CardText = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color['text.default']};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;
