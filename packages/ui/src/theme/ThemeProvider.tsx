import { createElement, Suspense, use, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { lazyModule } from '../primitives/internal/lazyModule';
import { theme } from './theme';

// A chunk of its own: the site's pages arrive with their global style server-rendered, so only a
// page the browser renders from scratch (the back office) loads it.
const globalStyle = lazyModule(() => import('./GlobalStyle').then((m) => m.GlobalStyle));

function LoadedGlobalStyle() {
  return createElement(use(globalStyle.load()));
}

/**
 * On the server, read synchronously (preloaded). In the browser, in a boundary of its own: the rest
 * of the page goes on rendering (and loading its own chunks) while the chunk arrives.
 */
function GlobalStyle() {
  if (typeof document === 'undefined') return <LoadedGlobalStyle />;
  return (
    <Suspense fallback={null}>
      <LoadedGlobalStyle />
    </Suspense>
  );
}

/**
 * The theme plus the global style; wrap every tree (app, stories, server render) in it.
 * `globalStyle={false}` when the page already has it: a browser hydrating a server-rendered page
 * keeps the server's global rules, while rendering GlobalStyle again would recompile and reinsert
 * them (and restyle the whole page) during hydration. `preloadLazyModules()` loads its chunk ahead
 * (the server, Storybook).
 */
export function ThemeProvider({
  children,
  globalStyle: withGlobalStyle = true,
}: {
  children: ReactNode;
  globalStyle?: boolean;
}) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
