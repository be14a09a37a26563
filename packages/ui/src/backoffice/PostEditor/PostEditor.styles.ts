import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  max-width: 56rem;
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[800]};
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[500]};
  color: ${({ theme }) => theme.color['text.heading']};
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
`;

export const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Announces the save's progress; the busy button shows the same text. */
export const Progress = styled.p``;

export const FooterButtons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};

  > button {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.tablet} {
    > button {
      flex: 0 0 auto;
    }
  }
`;

export const PreviewCard = styled(Card)`
  background: ${({ theme }) => theme.color['bg.page']};
`;
