export { ThemeProvider } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { theme, media, colorCustomProperties } from './theme';
export type { Theme } from './theme';
export { colorTokens, breakpoint } from './tokens';
