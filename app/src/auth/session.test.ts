import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { json, testClient } from '../api/testing';
import { memoryTokenStore } from '../api/tokenStore';
import {
  isRejectedLogin,
  loginThrottle,
  parseRetryAfter,
  restoreSession,
  signedInPlaceholder,
  signIn,
  signOut,
} from './session';

const me = {
  id: 3,
  name: 'Ana',
  email: 'ana@firm.br',
  title: '',
  summary: '',
  oab: '',
  is_lawyer: true,
  is_staff: false,
  is_active: true,
  image: null,
};
const ok = (data: unknown) => json({ success: true, message: 'ok', data });

describe('session (§4)', () => {
  it('is signed out without a stored token, and asks nothing', async () => {
    const { client, calls } = testClient([]);
    expect(await restoreSession(client)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('fetches /api/user/me/ with a stored token', async () => {
    const { client, calls } = testClient([ok(me)], { tokens: memoryTokenStore('abc') });
    expect(await restoreSession(client)).toEqual(me);
    expect(calls[0]).toMatchObject({ url: '/api/user/me/', headers: { Authorization: 'Token abc' } });
  });

  it('drops the token when that fetch fails', async () => {
    const { client, tokens } = testClient([json({ message: 'Token inválido' }, 401)], {
      tokens: memoryTokenStore('old'),
    });
    expect(await restoreSession(client)).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  it('keeps the token when no answer arrived (offline, or a reload cancelled the request)', async () => {
    const { client, tokens } = testClient([new TypeError('Failed to fetch')], { tokens: memoryTokenStore('kept') });
    expect(await restoreSession(client)).toBeNull();
    expect(tokens.get()).toBe('kept');
  });

  it('login stores the token and fetches the user', async () => {
    const { client, calls, tokens } = testClient([ok({ token: 'new' }), ok(me)]);
    expect(await signIn(client, 'ana@firm.br', 'pw')).toEqual(me);
    expect(tokens.get()).toBe('new');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/token/',
      json: { email: 'ana@firm.br', password: 'pw' },
    });
    expect(calls[1]?.headers).toEqual({ Authorization: 'Token new' });
  });

  it('stays signed in with empty fields and id 1 when the user fetch fails (§3)', async () => {
    const { client, tokens } = testClient([ok({ token: 'new' }), json({}, 500)]);
    const user = await signIn(client, 'ana@firm.br', 'pw');
    expect(user).toEqual({ ...signedInPlaceholder, email: 'ana@firm.br' });
    expect(user).toMatchObject({ id: 1, is_active: true, name: '' });
    expect(tokens.get()).toBe('new');
  });

  it('a rejected login stores nothing', async () => {
    const { client, tokens } = testClient([json({ success: false, message: 'Credenciais inválidas' }, 400)]);
    const error = await signIn(client, 'a@b.c', 'x').catch((e: unknown) => e);
    expect(isRejectedLogin(error)).toBe(true);
    expect(tokens.get()).toBeNull();
  });

  it('tells rejected credentials from other login failures (§8)', () => {
    expect(isRejectedLogin(new ApiError('Failed to fetch', 0))).toBe(false);
    expect(isRejectedLogin(new ApiError('x', 500))).toBe(false);
    expect(isRejectedLogin(new ApiError('Credenciais inválidas', 200))).toBe(true);
  });

  it("a locked-out login is not 'invalid credentials': it keeps the server's message and the wait", async () => {
    const message = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
    const throttled = new Response(JSON.stringify({ success: false, message }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
    });
    const { client, tokens } = testClient([throttled]);
    const error = await signIn(client, 'a@b.c', 'x').catch((e: unknown) => e);
    expect(isRejectedLogin(error)).toBe(false);
    expect(loginThrottle(error)).toEqual({ message, retryAfterSeconds: 900 });
    expect(loginThrottle(new ApiError('Credenciais inválidas', 400))).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 10 Mar 2025 12:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('logout revokes the token on the server', async () => {
    const { client, calls, tokens } = testClient([ok(null)], { tokens: memoryTokenStore('abc') });
    await signOut(client);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/logout/',
      headers: { Authorization: 'Token abc' },
    });
    expect(tokens.get()).toBeNull();
  });

  it('logout forgets the token locally even if the server call fails', async () => {
    const { client, tokens } = testClient([new TypeError('offline')], { tokens: memoryTokenStore('abc') });
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(tokens.get()).toBeNull();
  });
});
