import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../../primitives/internal/surfacePanel';

export const Card = styled.div`
  display: grid;
  gap: ${theme.space[600]};
  max-width: 52rem;
  padding: ${theme.space[500]};
  ${surfacePanel('sm')}

  ${theme.media.tablet} {
    padding: ${theme.space[800]};
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space[500]};

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A field that spans both columns. */
export const Full = styled.div`
  ${theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

export const PasswordSet = styled.fieldset`
  margin: 0;
  padding: ${theme.space[500]};
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.md};
`;

export const Legend = styled.legend`
  padding: 0 ${theme.space[200]};
  color: ${theme.color['text.heading']};
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const SetHint = styled.p`
  margin: 0 0 ${theme.space[400]};
  color: ${theme.color['text.muted']};
  font-size: ${theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space[300]};
  padding-top: ${theme.space[400]};
  border-top: 1px solid ${theme.color['border.subtle']};

  > button {
    flex: 1 1 auto;
  }

  ${theme.media.tablet} {
    > button {
      flex: 0 0 auto;
    }
  }
`;
