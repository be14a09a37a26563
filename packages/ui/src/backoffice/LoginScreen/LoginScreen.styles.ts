import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[800]} ${theme.space[400]}`};
  background: ${({ theme }) => theme.color['bg.page']};

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
    padding: ${({ theme }) => theme.space[1200]};
  }
`;

export const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => `${theme.space[800]} ${theme.space[600]}`};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[1000]};
  }
`;

export const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0 0 ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color['text.accent']};
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  svg {
    width: 1.4em;
    height: 1.4em;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color['text.heading']};
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space[200]} 0 ${theme.space[600]}`};
  color: ${({ theme }) => theme.color['text.muted']};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
`;

export const Back = styled.p`
  margin: ${({ theme }) => `${theme.space[600]} 0 0`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.md};

  a {
    color: ${({ theme }) => theme.color['text.link']};
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
  }
`;
