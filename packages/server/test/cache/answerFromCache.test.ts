import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, createPostViaApi, describeApp } from '../helpers';
import { makeFakeBuild, type FakeBuild } from '../pages/fakeBuild';

/**
 * `app.answerFromCache` (plugins/responseCache.ts) answers held entries before Fastify sees the
 * request. It must send exactly what Fastify's own path sends (the onRequest hook, then the
 * security and compression hooks), and decline whatever that path would treat differently.
 */

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** Per connection or per moment, not part of the answer. */
const TRANSPORT = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.includes(name))),
  body: body.toString('base64'),
});

const build: FakeBuild = makeFakeBuild();
afterAll(() => build.remove());

describeApp(
  'answers made before Fastify',
  { env: { APP_DIST_DIR: build.dir, PUBLIC_URL: 'https://www.exemplo.adv.br' } },
  (t, a) => {
    let slug: string;
    let id: number;
    // A server that asks answerFromCache alone, and says when it declined.
    let direct: http.Server;
    let directUrl: string;
    // The app's own server, listening as in production.
    let appUrl: string;

    const request = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<Answer>((resolve, reject) => {
        const req = http.request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const viaFastify = async (path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => {
      const res = await t.app.inject({ method, url: path, headers });
      return { status: res.statusCode, headers: res.headers as Answer['headers'], body: res.rawPayload };
    };

    beforeAll(async () => {
      const post = await createPostViaApi(t.app, a.lawyer, {
        title: 'Aviso prévio proporcional',
        published_at: '2024-05-10T12:00:00.000Z',
      });
      slug = post.slug;
      id = post.id;
      direct = http.createServer((req, res) => {
        if (!t.app.answerFromCache(req, res)) res.writeHead(599).end('declined');
      });
      await new Promise<void>((resolve) => direct.listen(0, '127.0.0.1', resolve));
      directUrl = `http://127.0.0.1:${(direct.address() as AddressInfo).port}`;
      appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => new Promise<void>((resolve) => direct.close(() => resolve())));

    it('sends what Fastify sends: every encoding, 304, HEAD; pages, JSON and their policies', async () => {
      const paths = ['/', `/blog/${slug}`, '/api/post/public-posts/', `/api/post/public-posts/${slug}/`];
      for (const path of paths) {
        const first = await viaFastify(path); // makes the entry, and the cache is fresh for a second
        expect(first.status, path).toBe(200);
        const variants: [Record<string, string>, 'GET' | 'HEAD'][] = [
          [{}, 'GET'],
          [{ 'accept-encoding': 'br, gzip' }, 'GET'],
          [{ 'accept-encoding': 'gzip' }, 'GET'],
          [{ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) }, 'GET'],
          [{ 'if-none-match': `"outro", ${String(first.headers.etag)}` }, 'GET'],
          [{ 'accept-encoding': 'br' }, 'HEAD'],
        ];
        for (const [headers, method] of variants) {
          const label = `${method} ${path} ${JSON.stringify(headers)}`;
          const expected = comparable(await viaFastify(path, headers, method));
          expect(comparable(await request(directUrl, path, headers, method)), label).toEqual(expected);
          expect(comparable(await request(appUrl, path, headers, method)), label).toEqual(expected);
        }
      }
      // The policies survived the trip: the page's own, and the API's strict default with HSTS.
      const page = await request(directUrl, '/');
      expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const json = await request(directUrl, '/api/post/public-posts/');
      expect(json.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(json.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(json.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('declines what is not held, not anonymous or not a read, and whatever was emptied since', async () => {
      await viaFastify('/');
      const declined = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
        (await request(directUrl, path, headers, method)).status === 599;
      expect(await declined('/')).toBe(false);
      expect(await declined('/blog')).toBe(true); // never asked for: not held
      expect(await declined('/', { authorization: `Token ${a.lawyer.token}` })).toBe(true);
      expect(await declined('/', {}, 'POST')).toBe(true);

      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/post/posts/${id}/`,
        headers: auth(a.lawyer),
        payload: { title: 'Aviso prévio proporcional ao tempo de serviço' },
      });
      expect(patched.statusCode).toBe(200);
      expect(await declined('/')).toBe(true);
      // The app's server then answers through Fastify, with the edit.
      const page = await request(appUrl, '/');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('Aviso prévio proporcional ao tempo de serviço');
      expect(await declined('/')).toBe(false);
    });

    it('declines once the app is closing, so Fastify answers as it closes', async () => {
      await viaFastify('/');
      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 20)); // its preClose hooks have run
      expect((await request(directUrl, '/')).status).toBe(599);
      await closing;
    });
  },
);

describeApp(
  'answers made before Fastify, with CORS configured',
  { env: { APP_DIST_DIR: build.dir, CORS_ORIGINS: 'https://painel.exemplo.adv.br' } },
  (t) => {
    it('leaves requests that carry an Origin to Fastify, whose CORS hook answers them', async () => {
      await t.app.inject({ method: 'GET', url: '/api/post/public-posts/' });
      const res = new http.ServerResponse(new http.IncomingMessage(null as never));
      const req = Object.assign(new http.IncomingMessage(null as never), {
        method: 'GET',
        url: '/api/post/public-posts/',
        headers: { origin: 'https://painel.exemplo.adv.br' },
      });
      expect(t.app.answerFromCache(req, res)).toBe(false);
      const viaFastify = await t.app.inject({
        method: 'GET',
        url: '/api/post/public-posts/',
        headers: { origin: 'https://painel.exemplo.adv.br' },
      });
      expect(viaFastify.headers['access-control-allow-origin']).toBe('https://painel.exemplo.adv.br');
      // Without an Origin nothing differs: the answer is made before Fastify.
      const plain = Object.assign(new http.IncomingMessage(null as never), {
        method: 'GET',
        url: '/api/post/public-posts/',
        headers: {},
      });
      expect(t.app.answerFromCache(plain, new http.ServerResponse(plain))).toBe(true);
    });
  },
);
