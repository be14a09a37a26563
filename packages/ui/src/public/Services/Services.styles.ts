import styled from 'styled-components';
import { gridListStyles } from '../shared/gridList';
import { theme } from '../../theme/theme';

export const Grid = styled.ul`
  ${gridListStyles}
  gap: ${theme.space[500]};

  ${theme.media.tablet} {
    gap: ${theme.space[600]};
  }

  ${theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Phones: icon beside the title, to keep six cards short; wider screens: icon above. */
export const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space[300]} ${theme.space[400]};
  padding: ${theme.space[500]};
  border: 1px solid ${theme.color['border.subtle']};
  border-top: ${theme.space[100]} solid ${theme.color['action.primary.bg']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  box-shadow: ${theme.shadow.sm};

  ${theme.media.tablet} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${theme.space[300]};
    padding: ${theme.space[800]} ${theme.space[600]};
  }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[1200]};
  height: ${theme.space[1200]};

  ${theme.media.tablet} {
    margin-bottom: ${theme.space[100]};
  }
  border-radius: ${theme.radius.pill};
  background: ${theme.color['bg.accentSubtle']};
  color: ${theme.color['text.accent']};

  svg {
    width: ${theme.space[600]};
    height: ${theme.space[600]};
  }
`;

export const CardTitle = styled.h3`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const CardText = styled.p`
  grid-column: 1 / -1;
  color: ${theme.color['text.default']};
  line-height: ${theme.lineHeight.normal};
`;
