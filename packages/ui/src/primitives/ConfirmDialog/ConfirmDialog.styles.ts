import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Dialog = styled.dialog`
  width: calc(100% - ${theme.space[800]});
  max-width: calc(${theme.space[2400]} * 5);
  margin: auto;
  padding: 0;
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};
  color: ${theme.color['text.default']};
  box-shadow: ${theme.shadow.lg};

  &::backdrop {
    background: ${theme.color['overlay.scrim']};
  }

  /* Focus rests on the dialog itself only while its buttons are busy; it is not a control. */
  &:focus-visible {
    outline: none;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[300]};
  padding: ${theme.space[600]};

  ${theme.media.tablet} {
    padding: ${theme.space[800]};
  }
`;

export const Title = styled.h2`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Description = styled.div`
  color: ${theme.color['text.default']};
  line-height: ${theme.lineHeight.normal};
  overflow-wrap: break-word;

  p + p {
    margin-top: ${theme.space[200]};
  }
`;

/* Phones: full-width buttons, the confirming one last (nearest the thumb). */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[300]};
  padding-top: ${theme.space[300]};

  ${theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
