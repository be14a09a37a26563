import styled from 'styled-components';
import { theme } from '../../theme/theme';

const sizes = { sm: 600, md: 1600, lg: 2400 } as const;
type PhotoSize = keyof typeof sizes;

const Frame = styled.span<{ $size: PhotoSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: ${({ theme, $size }) => theme.space[sizes[$size]]};
  height: ${({ theme, $size }) => theme.space[sizes[$size]]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color['info.subtle']};
  color: ${theme.color['text.heading']};
  font-family: ${theme.fontFamily.heading};
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize['3xl'] : $size === 'md' ? theme.fontSize.xl : theme.fontSize.xs)};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÀ-Ú]/.test(word))
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export interface PersonPhotoProps {
  name: string;
  image: string | null;
  size?: PhotoSize;
}

/**
 * A person's round photo (alt "Foto de …", as every image carries its text);
 * without a photo the initials stand in, hidden from assistive technology.
 */
export function PersonPhoto({ name, image, size = 'md' }: PersonPhotoProps) {
  const px = { sm: 24, md: 64, lg: 96 }[size];
  return (
    <Frame $size={size} aria-hidden={image ? undefined : true}>
      {image ? (
        <img src={image} alt={`Foto de ${name}`} width={px * 2} height={px * 2} loading="lazy" decoding="async" />
      ) : (
        initialsOf(name)
      )}
    </Frame>
  );
}
