import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * The theme plus the global style; wrap every tree (app, stories, server render) in it.
 * `globalStyle={false}` when the page already has it: a browser hydrating a server-rendered page
 * keeps the server's global rules, while rendering GlobalStyle again would recompile and reinsert
 * them (and restyle the whole page) during hydration.
 */
export function ThemeProvider({ children, globalStyle = true }: { children: ReactNode; globalStyle?: boolean }) {
  return (
    <StyledThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
