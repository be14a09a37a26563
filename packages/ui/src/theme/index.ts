export { ThemeProvider } from './ThemeProvider';
export { theme, media, colorCustomProperties } from './theme';
export type { Theme } from './theme';
export { colorTokens, breakpoint } from './tokens';
