import styled from 'styled-components';
import type { AvatarSize } from './Avatar';
import { theme } from '../../theme/theme';

const diameter: Record<AvatarSize, string> = { xs: '1.5rem', sm: '2rem', md: '2.5rem', lg: '3.5rem', xl: '6rem' };

export const Circle = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => diameter[$size]};
  height: ${({ $size }) => diameter[$size]};
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color['info.subtle']};
  color: ${theme.color['text.heading']};
  font-size: ${({ theme, $size }) =>
    $size === 'xl' ? theme.fontSize['2xl'] : $size === 'xs' ? theme.fontSize.xs : theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
