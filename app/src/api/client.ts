import { rewriteLocalUrls, rewriteTarget } from './localUrls';
import { localTokenStore, type TokenStore } from './tokenStore';

/**
 * The one HTTP client of the app (spec §7 and §8): base URL, the token header,
 * the envelope normalisation, the error text, uploads and 401 handling live here
 * and nowhere else.
 */

/** What every call resolves to once normalised (§7). */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  /** Field errors of a rejected form, when the server sends them. */
  errors?: Record<string, string[]>;
}

/** A failed call. `status` is the HTTP status, or 0 when no answer arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    /**
     * The server's `Retry-After` as sent (e.g. with 429), if any; read by the sign-in only
     * (auth/session.ts), so parsing it stays out of the visitors' bundle.
     */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** Percent 0–100; when given (and XMLHttpRequest exists) the upload goes through XHR to report it. */
  onProgress?: (percent: number) => void;
  /** Multipart field name; the server reads `image` (§7). */
  fieldName?: string;
  method?: 'POST' | 'PATCH' | 'PUT';
}

export interface ApiClientOptions {
  /** '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** The page's origin, to resolve a relative base URL for the local-host rule; null on the server. */
  pageOrigin?: string | null;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  createXhr?: (() => XMLHttpRequest) | null;
  /** Called after a 401 answer to a call that carried a token (the session is no longer valid). */
  onUnauthorized?: () => void;
  logger?: Pick<Console, 'error'>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A JSON-serialisable body, or FormData for multipart calls. */
type Body = FormData | object | null | undefined;

export const SUCCESS_MESSAGE = 'Success';
export const UPLOAD_FAILED = 'Upload failed';
export const INVALID_JSON = 'Invalid JSON response';
export const httpErrorText = (status: number) => `HTTP error! status: ${status}`;
export const uploadStatusText = (status: number) => `Upload failed with status: ${status}`;

/** §7: a body with a `success` field is used as is; anything else is wrapped; 204 is empty. */
export function normaliseEnvelope<T>(status: number, body: unknown): ApiEnvelope<T> {
  if (status === 204) return { success: true, message: SUCCESS_MESSAGE, data: null as T };
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'success' in body) {
    return body as ApiEnvelope<T>;
  }
  return { success: true, message: SUCCESS_MESSAGE, data: body as T };
}

/** §8: the server's `message`, or 'HTTP error! status: {code}'. */
export function errorText(status: number, body: unknown): string {
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : httpErrorText(status);
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const tokens = options.tokens ?? localTokenStore();
  const logger = options.logger ?? console;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const createXhr =
    options.createXhr === undefined
      ? typeof XMLHttpRequest === 'undefined'
        ? null
        : () => new XMLHttpRequest()
      : options.createXhr;
  const pageOrigin =
    options.pageOrigin !== undefined ? options.pageOrigin : typeof location === 'undefined' ? null : location.origin;
  const localUrlHost = rewriteTarget(baseUrl, pageOrigin);
  let onUnauthorized = options.onUnauthorized;

  const authHeaders = (): Record<string, string> => {
    const token = tokens.get();
    return token ? { Authorization: `Token ${token}` } : {};
  };

  const fail = (method: string, path: string, error: ApiError): never => {
    logger.error(`API ${method} ${path} failed: ${error.message}`);
    throw error;
  };

  async function request<T>(method: Method, path: string, body?: Body, signal?: AbortSignal): Promise<ApiEnvelope<T>> {
    const headers = authHeaders();
    const sentToken = 'Authorization' in headers;
    const init: RequestInit = { method, headers, signal };
    if (body instanceof FormData) {
      // No Content-Type: the browser adds the multipart boundary itself.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(baseUrl + path, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      return fail(method, path, new ApiError(error instanceof Error ? error.message : String(error), 0));
    }

    const text = response.status === 204 ? '' : await response.text();
    let parsed: unknown = null;
    let parseFailed = false;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }

    if (!response.ok) {
      if (response.status === 401 && sentToken) onUnauthorized?.();
      const retryAfter = response.headers.get('retry-after');
      return fail(method, path, new ApiError(errorText(response.status, parsed), response.status, parsed, retryAfter));
    }
    if (parseFailed) return fail(method, path, new ApiError(INVALID_JSON, response.status, text));
    return normaliseEnvelope<T>(response.status, rewriteLocalUrls(parsed, localUrlHost));
  }

  /** §7/§8 uploads: multipart field `image`, their own error texts, progress through XHR when asked. */
  async function upload<T>(path: string, file: Blob, uploadOptions: UploadOptions = {}): Promise<ApiEnvelope<T>> {
    const { onProgress, fieldName = 'image', method = 'POST' } = uploadOptions;
    const form = new FormData();
    form.append(fieldName, file);
    // Only staff screens upload: the transport loads with the first upload, not with every page.
    const { sendWithFetch, sendWithXhr } = await import('./uploadTransport');
    const answer =
      onProgress && createXhr
        ? await sendWithXhr(createXhr(), method, baseUrl + path, form, authHeaders(), onProgress)
        : await sendWithFetch(doFetch, method, baseUrl + path, form, authHeaders());
    if (answer.kind === 'network') return fail(method, path, new ApiError(UPLOAD_FAILED, 0));
    if (answer.status < 200 || answer.status >= 300) {
      return fail(method, path, new ApiError(uploadStatusText(answer.status), answer.status, answer.text));
    }
    let parsed: unknown = null;
    if (answer.status !== 204 && answer.text !== '') {
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        return fail(method, path, new ApiError(INVALID_JSON, answer.status, answer.text));
      }
    }
    onProgress?.(100);
    return normaliseEnvelope<T>(answer.status, rewriteLocalUrls(parsed, localUrlHost));
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
    post: <T>(path: string, body?: Body) => request<T>('POST', path, body ?? undefined),
    patch: <T>(path: string, body?: Body) => request<T>('PATCH', path, body ?? undefined),
    put: <T>(path: string, body?: Body) => request<T>('PUT', path, body ?? undefined),
    delete: <T = null>(path: string) => request<T>('DELETE', path),
    upload,
    tokens,
    /** The auth state registers here to sign out when the server rejects the token. */
    setUnauthorizedHandler(handler: (() => void) | undefined) {
      onUnauthorized = handler;
    },
  };
}

/** The data of a successful envelope; a `success: false` answer becomes an ApiError. */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (!envelope.success) throw new ApiError(envelope.message || 'Request failed', 200, envelope);
  return envelope.data;
}
