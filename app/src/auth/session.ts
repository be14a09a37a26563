import type { User } from '@firm/contract';
import { ApiError, type ApiClient } from '../api/client';
import { fetchMe, requestToken, revokeToken } from '../resources/users';

/**
 * The session steps of §4 as plain functions over the API client (the React
 * provider only holds their results), so each rule is unit-tested.
 */

/** §3: right after login the user is id 1, active, other fields empty until /me answers. */
export const signedInPlaceholder: User = {
  id: 1,
  name: '',
  email: '',
  title: '',
  summary: '',
  oab: '',
  is_lawyer: false,
  is_staff: false,
  is_active: true,
  image: null,
};

const withDefaults = (fetched: Partial<User>): User => ({ ...signedInPlaceholder, ...fetched });

/** At start: a stored token fetches the current user; if that fails the token is dropped. */
export async function restoreSession(api: ApiClient): Promise<User | null> {
  if (!api.tokens.get()) return null;
  try {
    return withDefaults(await fetchMe(api));
  } catch (error) {
    // §4 drops the token when the fetch fails — when the server refused it. A request that got
    // no answer (offline, or cancelled because the page is reloading) says nothing about the
    // token: keep it, or a reload during start-up would sign the user out.
    if (!(error instanceof ApiError) || error.status !== 0) api.tokens.clear();
    return null;
  }
}

/** Login stores the token, then fetches the user; if that fetch fails the user is still signed in. */
export async function signIn(api: ApiClient, email: string, password: string): Promise<User> {
  // A stale token must not ride along with the login request.
  api.tokens.clear();
  const token = await requestToken(api, email, password);
  api.tokens.set(token);
  try {
    return withDefaults(await fetchMe(api));
  } catch {
    return { ...signedInPlaceholder, email };
  }
}

/** Logout revokes the token on the server and forgets it locally even if that call fails. */
export async function signOut(api: ApiClient): Promise<void> {
  try {
    if (api.tokens.get()) await revokeToken(api);
  } catch {
    // Already logged by the client; the local session ends regardless.
  } finally {
    api.tokens.clear();
  }
}

/**
 * §8 login messages: rejected credentials (a 4xx answer, or success: false)
 * get 'Credenciais inválidas', anything else (network, server failure) the
 * generic 'Erro ao fazer login'. (The texts live in the login screen; this
 * module stays free of the form schemas so it can ship in the visitor bundle.)
 */
export function isRejectedLogin(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 200 || (error.status >= 400 && error.status < 500 && error.status !== 429))
  );
}

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A 429 (too many failed attempts): the server's message and how long it asked to wait. */
export function loginThrottle(error: unknown): { message: string; retryAfterSeconds: number | null } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return { message: error.message, retryAfterSeconds: parseRetryAfter(error.retryAfter) };
}
