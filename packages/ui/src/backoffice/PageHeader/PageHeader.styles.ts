import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[400]};
  margin-bottom: ${theme.space[600]};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${theme.fontFamily.heading};
  font-size: ${theme.fontSize['2xl']};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.tight};
  color: ${theme.color['text.heading']};

  ${theme.media.tablet} {
    font-size: ${theme.fontSize['3xl']};
  }
`;

export const Description = styled.p`
  margin: ${theme.space[200]} 0 0;
  color: ${theme.color['text.muted']};
  font-size: ${theme.fontSize.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[300]};
`;
