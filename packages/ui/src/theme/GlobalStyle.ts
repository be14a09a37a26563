import { createGlobalStyle } from 'styled-components';
import { colorCustomProperties, theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${colorCustomProperties}
    color-scheme: light;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }

  ${theme.media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }

  body {
    margin: 0;
    background: ${theme.color['bg.page']};
    color: ${theme.color['text.default']};
    font-family: ${theme.fontFamily.body};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${theme.fontFamily.heading};
    color: ${theme.color['text.heading']};
    /* One heading weight: the browser's default bold would load a second Lora file. */
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.tight};
    margin: 0;
    text-wrap: balance;
  }

  p { margin: 0; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${theme.color['text.link']}; }
  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${theme.color['border.focus']};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
`;
