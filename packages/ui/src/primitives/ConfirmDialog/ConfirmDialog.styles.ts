import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: calc(100% - ${({ theme }) => theme.space[800]});
  max-width: calc(${({ theme }) => theme.space[2400]} * 5);
  margin: auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  color: ${({ theme }) => theme.color['text.default']};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: ${({ theme }) => theme.color['overlay.scrim']};
  }

  /* Focus rests on the dialog itself only while its buttons are busy; it is not a control. */
  &:focus-visible {
    outline: none;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[800]};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.color['text.default']};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: break-word;

  p + p {
    margin-top: ${({ theme }) => theme.space[200]};
  }
`;

/* Phones: full-width buttons, the confirming one last (nearest the thumb). */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[300]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
