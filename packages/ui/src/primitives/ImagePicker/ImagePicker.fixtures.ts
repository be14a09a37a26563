import { palette } from '../../theme/palette';

/**
 * Demo images made here (no stock photos): a calm navy-to-gold gradient with
 * a column motif. Deterministic, so screenshots are stable.
 */
const sampleSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${palette.navy900}"/><stop offset="1" stop-color="${palette.navy700}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g fill="${palette.gold200}" opacity="0.85">
<rect x="250" y="110" width="140" height="14" rx="3"/>
<rect x="262" y="130" width="20" height="150"/><rect x="310" y="130" width="20" height="150"/><rect x="358" y="130" width="20" height="150"/>
<rect x="240" y="284" width="160" height="16" rx="3"/></g></svg>`;

/** An already saved image (the `previewUrl` of an edit screen). */
export const savedImageUrl = `data:image/svg+xml,${encodeURIComponent(sampleSvg)}`;

/** A real PNG File drawn on a canvas, as a visitor's upload would be. */
export async function samplePngFile(name = 'foto-perfil.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 320;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  const gradient = context.createLinearGradient(0, 0, 320, 320);
  gradient.addColorStop(0, palette.gold200);
  gradient.addColorStop(1, palette.gold700);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 320, 320);
  context.fillStyle = palette.navy900;
  context.beginPath();
  context.arc(160, 130, 62, 0, Math.PI * 2);
  context.fill();
  context.fillRect(70, 220, 180, 100);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('toBlob failed'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** One byte over the 5 MB limit (5,242,881 bytes), typed as a PNG. */
export function oversizedPngFile(): File {
  return new File([new Uint8Array(5_242_881)], 'foto-grande.png', { type: 'image/png' });
}

export function pdfFile(): File {
  return new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
}

/** Text bytes under an image's name and type: what a renamed file looks like. */
export function textNamedPngFile(): File {
  return new File(['Isto não é uma imagem, apenas um texto.'], 'x.png', { type: 'image/png' });
}

/** A real picture the browser can show, but an SVG (a script carrier the server refuses), named .png. */
export function svgNamedPngFile(): File {
  return new File([decodeURIComponent(savedImageUrl.slice('data:image/svg+xml,'.length))], 'y.png', {
    type: 'image/png',
  });
}

function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

/**
 * A decompression bomb: a real PNG of a few hundred bytes whose header says 20,000 × 20,000
 * (400 megapixels, 1.6 GB once decoded).
 */
export async function hugePngFile(): Promise<File> {
  const bytes = new Uint8Array(await (await samplePngFile('enorme.png')).arrayBuffer());
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 20_000); // IHDR width
  view.setUint32(20, 20_000); // IHDR height
  view.setUint32(29, crc32(bytes.subarray(12, 29))); // the chunk's CRC, over its type and data
  return new File([bytes], 'enorme.png', { type: 'image/png' });
}
