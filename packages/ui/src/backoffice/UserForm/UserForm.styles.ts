import styled from 'styled-components';

export const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  max-width: 52rem;
  padding: ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[800]};
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A field that spans both columns. */
export const Full = styled.div`
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

export const PasswordSet = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color['text.heading']};
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const SetHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color['text.muted']};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color['border.subtle']};

  > button {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.tablet} {
    > button {
      flex: 0 0 auto;
    }
  }
`;
