export { ThemeProvider, GlobalStyle, theme, media, colorCustomProperties, colorTokens, breakpoint } from './theme';
export type { Theme } from './theme';
export { Button } from './primitives/Button';
export type { ButtonProps } from './primitives/Button';
export { Link, LinkProvider } from './primitives/Link';
export type { LinkProps, LinkComponent } from './primitives/Link';
