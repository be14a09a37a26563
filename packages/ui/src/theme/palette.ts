/**
 * Raw palette: the only place colours are written as hex. Components never
 * use these directly; they use the semantic tokens of `tokens.ts`.
 * Contrast ratios quoted in `tokens.ts` were computed with the WCAG formula.
 */
export const palette = {
  navy950: '#0b1626',
  navy900: '#12233b',
  navy800: '#1b3150',
  navy700: '#264268',
  navy100: '#e4ebf4',
  navy50: '#f1f5fa',
  gold700: '#7a5a22',
  gold500: '#b8914f',
  gold200: '#ead9b8',
  gold100: '#f6eedd',
  cream50: '#faf7f2',
  cream100: '#f3eee5',
  white: '#ffffff',
  ink900: '#1c1b19',
  ink700: '#45423d',
  ink600: '#5c5852',
  ink400: '#8a857c',
  ink200: '#d9d4cb',
  red700: '#a8201a',
  red50: '#fdf0ef',
  green800: '#14613b',
  green50: '#ecf6f0',
  whatsapp: '#0b7a56',
  whatsappHover: '#096446',
  amber800: '#8a4b08',
  amber50: '#fdf5e7',
} as const;
