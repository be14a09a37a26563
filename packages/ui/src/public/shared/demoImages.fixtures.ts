import type { ImageInfo } from '@firm/contract';
import { palette } from '../../theme/palette';

/**
 * Demo images made by the project (no stock photo service, no network): small
 * SVG data URLs in the brand's navy and gold, one quiet motif per seed.
 */
const grounds = [
  [palette.navy900, palette.navy700],
  [palette.navy800, palette.gold700],
  [palette.navy700, palette.navy950],
  [palette.gold700, palette.navy900],
  [palette.navy950, palette.navy800],
  [palette.navy800, palette.navy700],
] as const;

function motif(seed: number, w: number, h: number): string {
  const stroke = `stroke='${palette.gold200}' stroke-opacity='0.45' fill='none'`;
  const line = `${stroke} stroke-width='2'`;
  switch (seed % 6) {
    case 0:
      return [0.18, 0.3, 0.42, 0.54]
        .map((r) => `<circle cx='${w * 0.78}' cy='${h * 0.5}' r='${h * r}' ${line}/>`)
        .join('');
    case 1:
      return Array.from({ length: 7 }, (_, i) => {
        const y = h * 0.25 + i * h * 0.08;
        const x2 = w * (i % 3 === 2 ? 0.55 : 0.72);
        return `<line x1='${w * 0.28}' y1='${y}' x2='${x2}' y2='${y}' ${stroke} stroke-linecap='round' stroke-width='6'/>`;
      }).join('');
    case 2:
      return Array.from({ length: 48 }, (_, i) => {
        const x = w * 0.1 + (i % 12) * w * 0.075;
        const y = h * 0.3 + Math.floor(i / 12) * h * 0.13;
        return `<circle cx='${x}' cy='${y}' r='${h * 0.012}' fill='${palette.gold200}' fill-opacity='0.5'/>`;
      }).join('');
    case 3:
      return `<circle cx='${w * 0.42}' cy='${h * 0.52}' r='${h * 0.3}' ${line}/><circle cx='${w * 0.58}' cy='${h * 0.52}' r='${h * 0.3}' ${line}/>`;
    case 4:
      return Array.from({ length: 6 }, (_, i) => {
        const x = w * 0.1 + i * w * 0.16;
        return `<line x1='${x}' y1='${h}' x2='${x + w * 0.25}' y2='0' ${line}/>`;
      }).join('');
    default: {
      const cols = Array.from({ length: 5 }, (_, i) => {
        const x = w * 0.3 + i * w * 0.1;
        return `<rect x='${x}' y='${h * 0.38}' width='${w * 0.035}' height='${h * 0.36}' fill='${palette.gold200}' fill-opacity='0.35'/>`;
      }).join('');
      return `<polygon points='${w * 0.26},${h * 0.36} ${w * 0.5},${h * 0.18} ${w * 0.74},${h * 0.36}' fill='${palette.gold200}' fill-opacity='0.35'/>${cols}<rect x='${w * 0.26}' y='${h * 0.76}' width='${w * 0.48}' height='${h * 0.04}' fill='${palette.gold200}' fill-opacity='0.35'/>`;
    }
  }
}

function svgUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function demoImageUrl(seed: number, width = 1200, height = 675): string {
  const [from, to] = grounds[seed % grounds.length] ?? grounds[0];
  return svgUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>` +
      `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
      `<rect width='${width}' height='${height}' fill='url(#g)'/>${motif(seed, width, height)}</svg>`,
  );
}

/** A 16:9 demo image with the two width variants the server would make. */
export function demoImage(seed: number): { url: string; info: ImageInfo } {
  const url = demoImageUrl(seed);
  return {
    url,
    info: {
      width: 1200,
      height: 675,
      variants: [
        { width: 640, url: demoImageUrl(seed, 640, 360) },
        { width: 1200, url },
      ],
    },
  };
}

/** A square demo portrait: a calm silhouette on a brand gradient. */
export function demoPortraitUrl(seed: number): string {
  const [from, to] = grounds[seed % grounds.length] ?? grounds[0];
  return svgUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='320' viewBox='0 0 320 320'>` +
      `<defs><linearGradient id='p' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${to}'/><stop offset='1' stop-color='${from}'/></linearGradient></defs>` +
      `<rect width='320' height='320' fill='url(#p)'/>` +
      `<circle cx='160' cy='128' r='58' fill='${palette.cream100}' fill-opacity='0.9'/>` +
      `<path d='M52 320c8-70 52-112 108-112s100 42 108 112z' fill='${palette.cream100}' fill-opacity='0.9'/></svg>`,
  );
}
