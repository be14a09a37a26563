/** §4/§9: the session token lives in localStorage under this key. */
export const TOKEN_KEY = 'token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * localStorage-backed store. It reads the storage on every call (login and
 * logout take effect at once) and degrades to "no token" where storage is
 * missing (server rendering) or blocked (private mode).
 */
export function localTokenStore(storage: () => Storage | undefined = defaultStorage): TokenStore {
  return {
    get: () => {
      try {
        return storage()?.getItem(TOKEN_KEY) ?? null;
      } catch {
        return null;
      }
    },
    set: (token) => {
      try {
        storage()?.setItem(TOKEN_KEY, token);
      } catch (error) {
        console.error('Could not store the session token', error);
      }
    },
    clear: () => {
      try {
        storage()?.removeItem(TOKEN_KEY);
      } catch {
        // Nothing stored, nothing to forget.
      }
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** An in-memory store, for tests and for server rendering. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
