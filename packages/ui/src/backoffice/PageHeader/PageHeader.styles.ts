import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};
  margin-bottom: ${({ theme }) => theme.space[600]};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fontFamily.heading};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color['text.heading']};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[200]} 0 0;
  color: ${({ theme }) => theme.color['text.muted']};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
`;
