import type { ImgHTMLAttributes } from 'react';
import type { ImageInfo } from '@firm/contract';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  src: string;
  alt: string;
  /** Intrinsic size and width variants from the server; null for a local preview (no srcset). */
  info: ImageInfo | null;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold (hero, a post's main image): load at once, with high priority. */
  priority?: boolean;
}

/**
 * An <img> with `srcset` from the server's width variants and explicit
 * width/height, so the browser reserves the space (no layout shift).
 */
export function ResponsiveImage({ src, alt, info, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const srcSet = info?.variants.length
    ? [...info.variants]
        .sort((a, b) => a.width - b.width)
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(', ')
    : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={info?.width}
      height={info?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      {...rest}
    />
  );
}
