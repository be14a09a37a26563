import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ADMIN, auth, describeApp, makeUser } from '../helpers';

describeApp(
  'auth',
  { env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' }, actors: false },
  (t, _a, engine) => {
    const login = (email: string, password: string, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/user/token/', payload: { email, password }, remoteAddress, headers });

    it('trades e-mail and password for a token whose hash only is stored', async () => {
      const res = await login(ADMIN.email.toUpperCase(), ADMIN.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.app.db.selectFrom('tokens').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === body.data.token)).toBe(false);
      expect(rows.some((r) => r.token_hash.length === 64)).toBe(true);

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me/',
        headers: { authorization: `Token ${body.data.token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(ADMIN.email);
      expect(me.body).not.toMatch(/password|scrypt/);
    });

    it('answers the same for an unknown e-mail and a wrong password', async () => {
      const unknown = await login('ninguem@test.local', 'whatever', '10.0.1.1');
      const wrong = await login(ADMIN.email, 'wrong-password', '10.0.1.2');
      expect(unknown.statusCode).toBe(400);
      expect(wrong.statusCode).toBe(400);
      expect(unknown.json()).toEqual(wrong.json());
      expect(unknown.json().message).toMatch(/^Credenciais inválidas/);
    });

    it('refuses inactive users', async () => {
      const u = await makeUser(t.app, { is_active: false });
      const res = await login(u.email, 'secret-password', '10.0.2.1');
      expect(res.statusCode).toBe(400);
      // Their old token stopped working as well.
      const me = await t.app.inject({ method: 'GET', url: '/api/user/me/', headers: auth(u) });
      expect(me.statusCode).toBe(401);
    });

    it('throttles failures per e-mail and address, without locking the e-mail out elsewhere', async () => {
      const u = await makeUser(t.app);
      for (let i = 0; i < 3; i++) expect((await login(u.email, 'bad', '10.0.3.1')).statusCode).toBe(400);
      const blocked = await login(u.email, 'secret-password', '10.0.3.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/tentativas/);
      expect(blocked.headers['retry-after']).toBeDefined();
      // A client-supplied X-Forwarded-For does not reset the count (no trusted proxy configured).
      const spoofed = await login(u.email, 'secret-password', '10.0.3.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(spoofed.statusCode).toBe(429);
      // The owner, from another address, still gets in.
      expect((await login(u.email, 'secret-password', '10.0.3.2')).statusCode).toBe(200);
    });

    it('bounds failures per address across e-mails', async () => {
      for (let i = 0; i < 6; i++) await login(`x${i}@test.local`, 'bad', '10.0.4.1');
      expect((await login(ADMIN.email, ADMIN.password, '10.0.4.1')).statusCode).toBe(429);
    });

    it('keeps the count in the database, so another instance sees it', async () => {
      const u = await makeUser(t.app);
      for (let i = 0; i < 3; i++) await login(u.email, 'bad', '10.0.5.1');
      const rows = await t.app.db.selectFrom('login_failures').selectAll().where('address', '=', '10.0.5.1').execute();
      expect(rows).toHaveLength(3);
    });

    const statuses = (answers: { statusCode: number }[]) => ({
      evaluated: answers.filter((r) => r.statusCode === 400).length,
      refused: answers.filter((r) => r.statusCode === 429).length,
    });

    it('evaluates no more than the limit when failures arrive in parallel', async () => {
      const u = await makeUser(t.app);
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(u.email, 'bad', '10.0.6.1')));
      expect(statuses(answers)).toEqual({ evaluated: 3, refused: 27 });
      // Even the right password now waits for the window.
      expect((await login(u.email, 'secret-password', '10.0.6.1')).statusCode).toBe(429);
    });

    it('bounds parallel failures per address across e-mails', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(`p${i}@test.local`, 'bad', '10.0.7.1')),
      );
      expect(statuses(answers)).toEqual({ evaluated: 6, refused: 14 });
    });

    it('a success among parallel failures still clears the pair', async () => {
      const u = await makeUser(t.app);
      const answers = await Promise.all([
        login(u.email, 'bad', '10.0.8.1'),
        login(u.email, 'secret-password', '10.0.8.1'),
        login(u.email, 'bad', '10.0.8.1'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    });

    it.runIf(engine === 'postgres')(
      'two instances on one PostgreSQL schema evaluate no more than the limit between them',
      async () => {
        const other = await buildApp(loadConfig(t.env));
        try {
          const u = await makeUser(t.app);
          const answers = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              (i % 2 ? other : t.app).inject({
                method: 'POST',
                url: '/api/user/token/',
                payload: { email: u.email, password: 'bad' },
                remoteAddress: '10.0.9.1',
              }),
            ),
          );
          expect(statuses(answers)).toEqual({ evaluated: 3, refused: 37 });
        } finally {
          await other.close();
        }
      },
    );

    it('logout revokes the token', async () => {
      const u = await makeUser(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/api/user/logout/', headers: auth(u) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'Sessão encerrada.', data: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/user/me/', headers: auth(u) })).statusCode).toBe(401);
    });

    it.each([
      ['missing header', {}],
      ['wrong scheme', { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' }],
      ['unknown token', { authorization: 'Token abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' }],
      ['garbage', { authorization: "Token ' or 1=1 --" }],
    ])('401 with %s', async (_name, headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me/', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });

    it.each([
      ['malformed JSON', '{"email": ', 'application/json'],
      ['missing fields', '{}', 'application/json'],
      ['wrong types', '{"email": 1, "password": []}', 'application/json'],
      ['unknown fields', `{"email":"a@b.co","password":"x","admin":true}`, 'application/json'],
      ['huge string', JSON.stringify({ email: 'a'.repeat(1_000_000), password: 'x' }), 'application/json'],
      ['not JSON at all', 'email=a', 'text/plain'],
    ])('bad input (%s) is a 4xx, never a 500', async (_name, payload, contentType) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/token/',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: '10.0.9.9',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    });
  },
);
