import { palette } from './palette';

/**
 * Semantic design tokens. Grammar: `<category>.<role>[.<variant>]`, e.g.
 * `text.muted`, `action.primary.bg`; spacing steps are `space[400]` (= 16px).
 * Each colour's comment says where it is used (comments, not strings: they would
 * ship in every visitor's bundle). Which text/background pairs may be
 * combined is the `contrastPairs` list at the end of this file, checked by a test.
 */
export const colorTokens = {
  'bg.page': palette.cream50, // Page background (warm off-white).
  'bg.surface': palette.white, // Cards, tables, dialogs, form fields.
  'bg.subtle': palette.cream100, // Alternate bands, table header, hover on surface.
  'bg.inverse': palette.navy900, // Hero, footer, dark nav bar.
  'bg.inverseRaised': palette.navy800, // Raised areas on bg.inverse.
  'bg.accentSubtle': palette.gold100, // Highlight band behind body text.
  'text.default': palette.ink900, // Body text.
  'text.muted': palette.ink600, // Secondary text: dates, hints, counters.
  'text.heading': palette.navy900, // Headings and strong labels.
  'text.inverse': palette.white, // Text on dark and filled action backgrounds.
  'text.inverseMuted': palette.navy100, // Secondary text on bg.inverse.
  'text.accent': palette.gold700, // Accent text: eyebrows, small highlights.
  'text.accentOnInverse': palette.gold200, // Accent text on bg.inverse.
  'text.link': palette.navy700, // Links on light backgrounds.
  'text.danger': palette.red700, // Error messages.
  'text.success': palette.green800, // Success messages.
  'text.warning': palette.amber800, // Warnings.
  'border.default': palette.ink400, // Field and control boundaries (3:1).
  'border.subtle': palette.ink200, // Dividers and card outlines; decorative only, never a control boundary.
  'border.focus': palette.navy700, // Focus ring on light backgrounds.
  'border.focusInverse': palette.gold200, // Focus ring on bg.inverse.
  'action.primary.bg': palette.navy800, // Primary buttons.
  'action.primary.bgHover': palette.navy950, // Primary button hover.
  'action.accent.bg': palette.gold700, // Call-to-action buttons, used sparingly.
  'action.accent.bgHover': palette.navy900, // Accent button hover.
  'action.secondary.bg': palette.white, // Secondary buttons (with border.default).
  'action.secondary.bgHover': palette.navy50, // Secondary button hover.
  'action.danger.bg': palette.red700, // Destructive buttons.
  'action.danger.bgHover': palette.navy950, // Destructive button hover.
  'action.disabled.bg': palette.cream100, // Disabled controls (text.muted on it).
  'whatsapp.bg': palette.whatsapp, // WhatsApp actions (a darker WhatsApp green that holds AA).
  'whatsapp.bgHover': palette.whatsappHover, // WhatsApp hover.
  'danger.subtle': palette.red50, // Error callout background.
  'success.subtle': palette.green50, // Success callout background.
  'warning.subtle': palette.amber50, // Warning callout background.
  'info.subtle': palette.navy100, // Info callout and badge background.
  'overlay.scrim': 'rgba(11, 22, 38, 0.6)', // Behind dialogs.
} as const;

export type ColorTokenName = keyof typeof colorTokens;

export const space = {
  0: '0',
  50: '2px',
  100: '4px',
  150: '6px',
  200: '8px',
  300: '12px',
  400: '16px',
  500: '20px',
  600: '24px',
  800: '32px',
  1000: '40px',
  1200: '48px',
  1600: '64px',
  2000: '80px',
  2400: '96px',
} as const;

/** Type scale (rem, 1rem = 16px). Body never below 1rem on phones. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  '4xl': '3rem',
} as const;

export const lineHeight = { tight: '1.2', snug: '1.35', normal: '1.6', relaxed: '1.75' } as const;

export const fontWeight = { regular: '400', semibold: '600', bold: '700' } as const;

export const fontFamily = {
  heading: "'Lora', Georgia, 'Times New Roman', serif",
  body: "'Source Sans 3', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(18, 35, 59, 0.08)',
  md: '0 4px 14px rgba(18, 35, 59, 0.10)',
  lg: '0 12px 32px rgba(18, 35, 59, 0.16)',
} as const;

export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  nav: 200,
  floating: 300,
  overlay: 400,
  dialog: 500,
  toast: 600,
} as const;

/** The spec's mobile breakpoint is 768 px; desktop layouts start at 1024 px. */
export const breakpoint = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const layout = {
  contentMax: '1200px',
  readingMax: '42rem',
  /** The post reading column: about 68 characters a line of 18 px body text. */
  readingColumn: '58ch',
  touchTarget: '44px',
  navHeight: '72px',
  bottomBarHeight: '64px',
} as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;

/**
 * Every text/background pair the components use, with the WCAG AA minimum it
 * must meet (4.5 body text, 3 large text and control boundaries). A unit test
 * computes each ratio, so a palette change that breaks contrast fails `npm test`.
 */
export const contrastPairs: ReadonlyArray<readonly [ColorTokenName, ColorTokenName, number]> = [
  ['text.default', 'bg.page', 4.5],
  ['text.default', 'bg.surface', 4.5],
  ['text.default', 'bg.subtle', 4.5],
  ['text.default', 'bg.accentSubtle', 4.5],
  ['text.muted', 'bg.page', 4.5],
  ['text.muted', 'bg.surface', 4.5],
  ['text.muted', 'bg.subtle', 4.5],
  ['text.muted', 'info.subtle', 4.5],
  ['text.muted', 'action.disabled.bg', 4.5],
  ['text.heading', 'bg.page', 4.5],
  ['text.heading', 'bg.surface', 4.5],
  ['text.heading', 'info.subtle', 4.5],
  ['text.heading', 'action.secondary.bg', 4.5],
  ['text.heading', 'action.secondary.bgHover', 4.5],
  ['text.inverse', 'bg.inverse', 4.5],
  ['text.inverse', 'bg.inverseRaised', 4.5],
  ['text.inverseMuted', 'bg.inverse', 4.5],
  ['text.inverse', 'action.primary.bg', 4.5],
  ['text.inverse', 'action.primary.bgHover', 4.5],
  ['text.inverse', 'action.accent.bg', 4.5],
  ['text.inverse', 'action.accent.bgHover', 4.5],
  ['text.inverse', 'action.danger.bg', 4.5],
  ['text.inverse', 'action.danger.bgHover', 4.5],
  ['text.inverse', 'whatsapp.bg', 4.5],
  ['text.inverse', 'whatsapp.bgHover', 4.5],
  ['text.accent', 'bg.page', 4.5],
  ['text.accent', 'bg.surface', 4.5],
  ['text.accentOnInverse', 'bg.inverse', 4.5],
  ['text.accentOnInverse', 'bg.inverseRaised', 4.5],
  ['text.link', 'bg.page', 4.5],
  ['text.link', 'bg.surface', 4.5],
  ['text.danger', 'bg.surface', 4.5],
  ['text.danger', 'danger.subtle', 4.5],
  ['text.success', 'bg.surface', 4.5],
  ['text.success', 'success.subtle', 4.5],
  ['text.warning', 'warning.subtle', 4.5],
  // Added for the primitives: table header, accent badge, ghost button hover, field errors on the page.
  ['text.heading', 'bg.subtle', 4.5],
  ['text.accent', 'bg.accentSubtle', 4.5],
  ['text.link', 'action.secondary.bgHover', 4.5],
  ['text.danger', 'bg.page', 4.5],
  ['border.default', 'bg.surface', 3],
  ['border.default', 'bg.page', 3],
  ['border.focus', 'bg.surface', 3],
  ['border.focus', 'bg.page', 3],
  ['border.focusInverse', 'bg.inverse', 3],
];
