import {
  breakpoint,
  colorTokens,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';
import type { ColorTokenName } from './tokens';

function cssVarName(name: string): string {
  return `--color-${name.replace(/\./g, '-')}`;
}

/** Colour values in the theme are CSS custom properties, declared once by GlobalStyle. */
const color = Object.fromEntries(Object.keys(colorTokens).map((name) => [name, `var(${cssVarName(name)})`])) as Record<
  ColorTokenName,
  string
>;

/** `:root { --color-…: … }` for GlobalStyle and the server-rendered page. */
export const colorCustomProperties = Object.entries(colorTokens)
  .map(([name, value]) => `${cssVarName(name)}: ${value};`)
  .join('\n');

/** `${media.tablet} { … }` applies at 768 px and wider. */
export const media = {
  tablet: `@media (min-width: ${breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
  wide: `@media (min-width: ${breakpoint.wide}px)`,
  mobileOnly: `@media (max-width: ${breakpoint.tablet - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const theme = {
  color,
  space,
  fontSize,
  fontWeight,
  lineHeight,
  fontFamily,
  radius,
  shadow,
  zIndex,
  breakpoint,
  layout,
  motion,
  media,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
