import { Circle } from './Avatar.styles';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  name: string;
  src: string | null | undefined;
  size?: AvatarSize;
  /** Alternative text; '' (default) when the name is written next to the picture. */
  alt?: string;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's photo, or their initials when there is none. */
export function Avatar({ name, src, size = 'md', alt = '' }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden={alt === '' ? true : undefined}>
      {src ? <img src={src} alt={alt} /> : <span>{initials(name)}</span>}
    </Circle>
  );
}
