/**
 * Self-hosted fonts (LGPD and speed: no font CDN). Latin subset only, which
 * covers Portuguese accents; `font-display: swap` is set by @fontsource.
 * Lora in one weight (headings are semibold, GlobalStyle).
 */
import '@fontsource/lora/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
