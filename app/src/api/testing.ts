import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { memoryTokenStore } from './tokenStore';

/** Test helpers: a scripted fetch that records each call, and a client built on it. */

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  json: unknown;
}

type Reply = Response | Error | ((call: RecordedCall) => Response | Error);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeFetch(...replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const queue = [...replies];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body,
      json: typeof body === 'string' ? JSON.parse(body) : undefined,
    };
    calls.push(call);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined) throw new Error(`Unexpected call ${call.method} ${call.url}`);
    const reply = typeof next === 'function' ? next(call) : next;
    if (reply instanceof Error) throw reply;
    return reply.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export function testClient(replies: Reply[], options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(...replies);
  const logger = { error: vi.fn() };
  const tokens = options.tokens ?? memoryTokenStore();
  const client = createApiClient({
    pageOrigin: 'http://localhost:5173',
    createXhr: null,
    logger,
    tokens,
    fetch,
    ...options,
  });
  return { client, calls, logger, tokens };
}
