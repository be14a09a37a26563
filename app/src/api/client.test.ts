import { describe, expect, it, vi } from 'vitest';
import { ApiError, normaliseEnvelope, unwrap } from './client';
import { rewriteLocalUrls, rewriteTarget } from './localUrls';
import { json, testClient } from './testing';
import { localTokenStore, memoryTokenStore, TOKEN_KEY } from './tokenStore';

describe('envelope normalisation (§7)', () => {
  it('uses a body with a success field as is', async () => {
    const body = { success: false, message: 'Nope', data: { a: 1 } };
    const { client } = testClient([json(body)]);
    await expect(client.get('/api/x/')).resolves.toEqual(body);
  });

  it('wraps a bare body with success true and message Success', async () => {
    const { client } = testClient([json([{ id: 1 }])]);
    await expect(client.get('/api/x/')).resolves.toEqual({ success: true, message: 'Success', data: [{ id: 1 }] });
  });

  it('answers 204 with empty data and success true', async () => {
    const { client } = testClient([new Response(null, { status: 204 })]);
    await expect(client.delete('/api/x/1/')).resolves.toEqual({ success: true, message: 'Success', data: null });
  });

  it('does not mistake an array for an envelope', () => {
    expect(normaliseEnvelope(200, [{ success: true }]).data).toEqual([{ success: true }]);
  });

  it('unwrap throws the message of an unsuccessful envelope', () => {
    expect(() => unwrap({ success: false, message: 'Falhou', data: null })).toThrow('Falhou');
    expect(unwrap({ success: true, message: 'ok', data: 3 })).toBe(3);
  });
});

describe('errors (§8)', () => {
  it("uses the server's message and logs it", async () => {
    const { client, logger } = testClient([json({ success: false, message: 'Credenciais inválidas' }, 400)]);
    const error = await client.post('/api/user/token/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Credenciais inválidas', status: 400 });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Credenciais inválidas'));
  });

  it("falls back to 'HTTP error! status: {code}'", async () => {
    const { client } = testClient([new Response('<html>bad gateway</html>', { status: 502 })]);
    await expect(client.get('/api/x/')).rejects.toThrow('HTTP error! status: 502');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client, logger } = testClient([new TypeError('Failed to fetch')]);
    await expect(client.get('/api/x/')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    expect(logger.error).toHaveBeenCalled();
  });

  it('reports a 401 to a call that carried a token, once', async () => {
    const onUnauthorized = vi.fn();
    const { client } = testClient([json({ message: 'Token inválido' }, 401)], {
      tokens: memoryTokenStore('abc'),
      onUnauthorized,
    });
    await expect(client.get('/api/user/me/')).rejects.toThrow('Token inválido');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps Retry-After with the error (a throttled login)', async () => {
    const message = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
    const throttled = new Response(JSON.stringify({ success: false, message }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
    });
    const { client } = testClient([throttled]);
    await expect(client.post('/api/user/token/', {})).rejects.toMatchObject({
      status: 429,
      message,
      retryAfter: '900',
    });
  });

  it('does not report a 401 when no token was sent (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const { client } = testClient([json({ message: 'x' }, 401)], { onUnauthorized });
    await expect(client.post('/api/user/token/', {})).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('sends JSON with Content-Type and the token header', async () => {
    const { client, calls } = testClient([json({ success: true, message: 'ok', data: {} })], {
      tokens: memoryTokenStore('t0k'),
    });
    await client.patch('/api/post/posts/3/', { title: 'A' });
    expect(calls[0]).toMatchObject({
      url: '/api/post/posts/3/',
      method: 'PATCH',
      headers: { Authorization: 'Token t0k', 'Content-Type': 'application/json' },
      json: { title: 'A' },
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = testClient([json({})]);
    await client.get('/api/post/public-posts/');
    expect(calls[0]?.headers).toEqual({});
  });

  it('sends multipart without a Content-Type', async () => {
    const { client, calls } = testClient([json({})], { tokens: memoryTokenStore('t') });
    const form = new FormData();
    form.append('name', 'Ana');
    await client.patch('/api/user/me/', form);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers).toEqual({ Authorization: 'Token t' });
  });

  it('prefixes a configured base URL (trailing slash tolerated)', async () => {
    const { client, calls } = testClient([json({})], { baseUrl: 'https://api.example.com/' });
    await client.get('/api/user/me/');
    expect(calls[0]?.url).toBe('https://api.example.com/api/user/me/');
  });
});

describe('local-host URLs (§5)', () => {
  const body = {
    success: true,
    message: 'ok',
    data: { image: 'http://localhost:8000/media/a.jpg', list: ['http://127.0.0.1/x', 'https://cdn.test/y'] },
  };

  it('forces them to the API host over https when the API host is public', async () => {
    const { client } = testClient([json(body)], { baseUrl: '', pageOrigin: 'https://www.firm.adv.br' });
    const answer = await client.get<typeof body.data>('/api/x/');
    expect(answer.data).toEqual({
      image: 'https://www.firm.adv.br/media/a.jpg',
      list: ['https://www.firm.adv.br/x', 'https://cdn.test/y'],
    });
  });

  it('uses an absolute base URL as the API host', () => {
    expect(rewriteTarget('https://api.firm.adv.br:8443', 'http://localhost:5173')).toBe('api.firm.adv.br:8443');
  });

  it('is a no-op when the API host is itself local', async () => {
    const { client } = testClient([json(body)], { baseUrl: '', pageOrigin: 'http://localhost:3000' });
    expect((await client.get('/api/x/')).data).toEqual(body.data);
    expect(rewriteTarget('http://127.0.0.1:3000', null)).toBeNull();
  });

  it('is a no-op when a relative base cannot be resolved (server side)', () => {
    expect(rewriteTarget('', null)).toBeNull();
    expect(rewriteLocalUrls({ a: 'http://localhost/x' }, null)).toEqual({ a: 'http://localhost/x' });
  });
});

describe('uploads (§7/§8)', () => {
  const file = new Blob(['img'], { type: 'image/png' });

  it('posts the file as the multipart field image', async () => {
    const { client, calls } = testClient([json({ success: true, message: 'ok', data: { image: '/media/p.png' } })], {
      tokens: memoryTokenStore('t'),
    });
    const answer = await client.upload('/api/post/posts/1/upload-image/', file);
    expect(answer.data).toEqual({ image: '/media/p.png' });
    const form = calls[0]?.body as FormData;
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(calls[0]?.headers).toEqual({ Authorization: 'Token t' });
  });

  it("fails with 'Upload failed with status: {code}'", async () => {
    const { client } = testClient([json({ message: 'grande demais' }, 413)]);
    await expect(client.upload('/u/', file)).rejects.toThrow('Upload failed with status: 413');
  });

  it("fails with 'Upload failed' on a network error", async () => {
    const { client } = testClient([new TypeError('offline')]);
    await expect(client.upload('/u/', file)).rejects.toThrow(/^Upload failed$/);
  });

  it("fails with 'Invalid JSON response'", async () => {
    const { client } = testClient([new Response('not json', { status: 200 })]);
    await expect(client.upload('/u/', file)).rejects.toThrow('Invalid JSON response');
  });

  it('reports progress through XMLHttpRequest', async () => {
    const xhr = new FakeXhr(201, JSON.stringify({ image: '/media/x.png' }));
    const { client } = testClient([], {
      createXhr: () => xhr as unknown as XMLHttpRequest,
      tokens: memoryTokenStore('t'),
    });
    const progress: number[] = [];
    const answer = await client.upload('/api/post/post-sections/9/upload-image/', file, {
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ success: true, message: 'Success', data: { image: '/media/x.png' } });
    expect(progress).toEqual([50, 100, 100]);
    expect(xhr.opened).toEqual(['POST', '/api/post/post-sections/9/upload-image/']);
    expect(xhr.headers).toEqual({ Authorization: 'Token t' });
  });

  it('maps XHR failures to the upload texts', async () => {
    const failing = new FakeXhr(500, '');
    const offline = new FakeXhr('network', '');
    const a = testClient([], { createXhr: () => failing as unknown as XMLHttpRequest }).client;
    const b = testClient([], { createXhr: () => offline as unknown as XMLHttpRequest }).client;
    await expect(a.upload('/u/', file, { onProgress: () => {} })).rejects.toThrow('Upload failed with status: 500');
    await expect(b.upload('/u/', file, { onProgress: () => {} })).rejects.toThrow(/^Upload failed$/);
  });
});

describe('token store (§4)', () => {
  it('keeps the token under localStorage key "token"', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as unknown as Storage;
    const store = localTokenStore(() => storage);
    store.set('abc');
    expect(map.get(TOKEN_KEY)).toBe('abc');
    expect(TOKEN_KEY).toBe('token');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('reads no token where there is no storage (server rendering)', () => {
    expect(localTokenStore(() => undefined).get()).toBeNull();
  });
});

class FakeXhr {
  opened: string[] = [];
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  constructor(
    private readonly outcome: number | 'network',
    private readonly text: string,
  ) {}
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    queueMicrotask(() => {
      if (this.outcome === 'network') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = this.outcome;
      this.responseText = this.text;
      this.onload?.();
    });
  }
}
