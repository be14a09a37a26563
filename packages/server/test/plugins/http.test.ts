import zlib from 'node:zlib';
import { apiRoutes } from '@firm/contract';
import { expect, it } from 'vitest';
import { auth, createTestApp, describeApp } from '../helpers';

describeApp('headers, errors, CORS and OpenAPI', (t, a, engine) => {
  it.each(['/api/post/public-posts/', '/api/nao-existe/', '/api/user/me/'])(
    'sends security headers on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('answers unknown paths (and paths without the trailing slash) with a 404 envelope', async () => {
    for (const url of ['/api/nao-existe/', '/api/user/me', '/api/post/public-posts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Recurso não encontrado.' });
    }
  });

  it('answers framework-level bad input in Portuguese, never with a 500', async () => {
    const cases = [
      { payload: '{"title":', type: 'application/json', status: 400 },
      { payload: '<xml/>', type: 'application/xml', status: 415 },
      { payload: JSON.stringify({ title: 'x'.repeat(3_000_000) }), type: 'application/json', status: 413 },
      { payload: '{"__proto__": {"admin": true}, "title": "x"}', type: 'application/json', status: 400 },
      { payload: 'null', type: 'application/json', status: 400 },
      { payload: '[]', type: 'application/json', status: 400 },
      { payload: '--x\r\nbroken', type: 'multipart/form-data; boundary=x', status: 400 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/post/posts/',
        payload: c.payload,
        headers: { 'content-type': c.type, ...auth(a.admin) },
      });
      expect(res.statusCode, `${c.type} ${c.payload.slice(0, 30)}`).toBe(c.status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
  });

  it('keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/post/public-posts/',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/post/posts/',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS only to configured origins', async () => {
    const open = await createTestApp(engine, { CORS_ORIGINS: 'https://app.example.com' });
    try {
      const ok = await open.app.inject({
        method: 'GET',
        url: '/api/post/public-posts/',
        headers: { origin: 'https://app.example.com' },
      });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const other = await open.app.inject({
        method: 'GET',
        url: '/api/post/public-posts/',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('publishes an OpenAPI document with every path of §7', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const route of Object.values(apiRoutes)) {
      if (route === apiRoutes.openapi) continue;
      expect(paths).toContain(route.replace(/:(\w+)/g, '{$1}'));
    }
    const create = doc.paths['/api/post/posts/'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('sections');
    expect(create.responses['201']).toBeDefined();
  });

  it('compresses large JSON when asked, brotli first', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/docs/openapi.json',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const [plain, gzip, br] = [await get(), await get('gzip'), await get('gzip, deflate, br')];
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Small answers go as they are.
    const small = await t.app.inject({ method: 'GET', url: '/api/nao-existe/', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
