import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp, form, imageFile, sampleImage, snapshot } from './helpers';

describeApp('uploads and media', (t, a) => {
  let postId: number;
  beforeAll(async () => {
    postId = (await createPostViaApi(t.app, a.admin)).id;
  });

  const upload = (file: ReturnType<typeof imageFile>) => {
    const f = form({ image: file });
    return t.app.inject({
      method: 'POST',
      url: `/api/post/posts/${postId}/upload-image/`,
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
  };

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'accepts %s, whatever the declared name and type',
    async (format) => {
      const res = await upload(imageFile(await sampleImage(format, 1000, 500), 'arquivo.txt', 'text/plain'));
      expect(res.statusCode).toBe(200);
      const info = res.json().data.image_info;
      expect(info).toMatchObject({ width: 1000, height: 500 });
      expect(info.variants.map((v: { width: number }) => v.width)).toEqual([480, 720, 960, 1000]);
    },
  );

  it.each([
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['text named .png', Buffer.from('hello, I am not an image'), 'x.png', 'image/png'],
    [
      'PNG header then garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]),
      'x.png',
      'image/png',
    ],
    ['PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'x.pdf', 'application/pdf'],
    ['empty file', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, data, filename, type) => {
    const before = await snapshot(t.app);
    const res = await upload(imageFile(data, filename, type));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('image: Por favor, selecione apenas imagens.');
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses more than 5,242,880 bytes with 413', async () => {
    const before = await snapshot(t.app);
    const big = Buffer.concat([await sampleImage('png', 10, 10), Buffer.alloc(5_242_881)]);
    const res = await upload(imageFile(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('image: A imagem deve ter no máximo 5MB.');
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses a decompression bomb (400 megapixels in a small PNG) with 422, saying it has too many pixels', async () => {
    // A real PNG whose header says 20,000 × 20,000: tiny to send, 1.6 GB once decoded.
    const png = await sampleImage('png', 10, 10);
    const ihdr = png.subarray(12, 29); // chunk type + data, what the CRC covers
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.writeUInt32BE(20_000, 8);
    png.writeUInt32BE(crc32(ihdr), 29);
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(20_000);

    const before = await snapshot(t.app);
    const res = await upload(imageFile(png));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('image: A imagem deve ter no máximo 40 megapixels.');
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses an upload without the image field', async () => {
    const f = form({ title: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/post/posts/${postId}/upload-image/`,
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('applies the orientation and strips EXIF and GPS', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Camera', Model: 'Secreta' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 57/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(imageFile(jpeg, 'foto.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { image, image_info } = res.json().data;
    expect(image_info).toMatchObject({ width: 400, height: 800 });
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.width).toBe(400);
    expect(served.rawPayload.includes(Buffer.from('Secreta'))).toBe(false);
  });

  it('serves variants at content-addressed URLs with long-lived cache headers', async () => {
    const res = await upload(imageFile(await sampleImage('png', 2000, 1000, '#123456')));
    const variants = res.json().data.image_info.variants as { width: number; url: string }[];
    expect(variants.map((v) => v.width)).toEqual([480, 720, 960, 1600]);
    for (const v of variants) {
      expect(v.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
      const img = await t.app.inject({ method: 'GET', url: v.url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(img.rawPayload).metadata()).width).toBe(v.width);
      const again = await t.app.inject({
        method: 'GET',
        url: v.url,
        headers: { 'if-none-match': String(img.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/00000000000000000000000000000000.webp' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('stores the same bytes once and drops images nothing refers to any more', async () => {
    const bytes = await sampleImage('png', 300, 300, '#abcdef');
    const first = await upload(imageFile(bytes));
    const hash = /([0-9a-f]{32})/.exec(first.json().data.image)![1]!;
    const other = await createPostViaApi(t.app, a.admin);
    const f = form({ image: imageFile(bytes) });
    await t.app.inject({
      method: 'POST',
      url: `/api/post/posts/${other.id}/upload-image/`,
      headers: { ...f.headers, ...auth(a.admin) },
      payload: f.payload,
    });
    const count = async () =>
      (await t.app.db.selectFrom('media').select('hash').where('hash', '=', hash).execute()).length;
    expect(await count()).toBe(1);
    // Replacing it on the first post keeps it (still used by the other); deleting the other drops it.
    await upload(imageFile(await sampleImage('png', 300, 300, '#fedcba')));
    expect(await count()).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/post/posts/${other.id}/`, headers: auth(a.admin) });
    expect(await count()).toBe(0);
    expect((await t.app.db.selectFrom('media_files').select('hash').where('hash', '=', hash).execute()).length).toBe(0);
  });
});
