import sharp from 'sharp';

/**
 * Photo-like test images: a diagonal colour gradient with soft bands and fine grain. The grain
 * matters: flat colours would compress to almost nothing and make uploads, image processing and
 * page weights unrealistically cheap.
 */

export interface TestImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  name: string;
}

type Rgb = [number, number, number];
const palettes: [Rgb, Rgb][] = [
  [
    [31, 58, 95],
    [200, 164, 93],
  ],
  [
    [107, 78, 22],
    [243, 226, 179],
  ],
  [
    [30, 77, 58],
    [207, 227, 210],
  ],
  [
    [122, 59, 42],
    [241, 212, 196],
  ],
  [
    [74, 83, 33],
    [228, 232, 198],
  ],
  [
    [46, 58, 70],
    [213, 221, 229],
  ],
];

function pixels(width: number, height: number, seed: number): Buffer {
  const [from, to] = palettes[seed % palettes.length]!;
  const out = Buffer.alloc(width * height * 3);
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1_664_525 + 1_013_904_223) >>> 0;
      const grain = ((state >>> 24) - 128) * 0.12;
      const t = (x / width + y / height) / 2;
      const band = Math.sin((x + seed * 37) / 53) * Math.cos((y - seed * 11) / 41) * 18;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        out[i + c] = Math.max(0, Math.min(255, from[c]! + (to[c]! - from[c]!) * t + band + grain));
      }
    }
  }
  return out;
}

export async function testImage(
  seed: number,
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<TestImage> {
  const image = sharp(pixels(width, height, seed), { raw: { width, height, channels: 3 } });
  if (format === 'png') {
    return { bytes: await image.png().toBuffer(), mime: 'image/png', name: `imagem-${seed}.png` };
  }
  return { bytes: await image.jpeg({ quality: 85 }).toBuffer(), mime: 'image/jpeg', name: `foto-${seed}.jpg` };
}
