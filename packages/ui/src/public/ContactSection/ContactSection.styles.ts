import styled from 'styled-components';
import { gridListStyles } from '../shared/gridList';
import { iconRowStyles } from '../shared/iconRow';
import { theme } from '../../theme/theme';
import { surfacePanel } from '../../primitives/internal/surfacePanel';

export const ContactGrid = styled.div`
  display: grid;
  gap: ${theme.space[1000]};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr);
    gap: ${theme.space[1600]};
    align-items: start;
  }
`;

export const InfoList = styled.ul`
  ${gridListStyles}
  gap: ${theme.space[600]};

  ${theme.media.desktop} {
    grid-template-columns: 1fr;
  }
`;

export const InfoItem = styled.li`
  ${iconRowStyles}
`;

export const InfoLabel = styled.p`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.color['text.muted']};
`;

export const InfoValue = styled.p`
  margin-top: ${theme.space[100]};
  font-size: ${theme.fontSize.lg};
  font-style: normal;
  line-height: ${theme.lineHeight.snug};
  color: ${theme.color['text.default']};
  overflow-wrap: anywhere;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.layout.touchTarget};
    font-weight: ${theme.fontWeight.semibold};
    text-underline-offset: 0.2em;
  }
`;

export const FormCard = styled.div`
  padding: ${theme.space[600]} ${theme.space[500]};
  ${surfacePanel('md')}

  ${theme.media.tablet} {
    padding: ${theme.space[1000]};
  }
`;

export const FormTitle = styled.h3`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const FormNote = styled.p`
  margin-top: ${theme.space[200]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.color['text.muted']};
  line-height: ${theme.lineHeight.normal};
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${theme.space[500]};
  margin-top: ${theme.space[600]};

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > :nth-child(5) {
      grid-column: 1 / -1;
    }
  }
`;

export const SubmitRow = styled.div`
  display: grid;
  gap: ${theme.space[300]};
  margin-top: ${theme.space[800]};

  > button {
    width: 100%;
  }

  ${theme.media.tablet} {
    > button {
      width: auto;
      justify-self: start;
    }
  }
`;

export const OpenedNote = styled.p`
  margin-top: ${theme.space[500]};
  padding: ${theme.space[400]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['success.subtle']};
  color: ${theme.color['text.success']};
  font-weight: ${theme.fontWeight.semibold};
`;
