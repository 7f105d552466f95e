import type { QueryFunction } from '@tanstack/react-query';
import type { components } from '@/api/schema';

/** Every error the server sends: a sentence to show and a stable code to branch on (backend http-error.filter.ts). */
export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * A non-OK answer. `status` and `code` are fields: branch on them, never on the message text.
 * `body` is the server's `{ message, code }` when the answer was that JSON (a proxy's HTML page is
 * not); `message` stays "{status}: {body text}" for logs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body when it was an object; its fields are checked where they are read. */
  readonly body: { message?: unknown; code?: unknown } | null;
  /** The answer's text: shown as it is when it is plain text rather than an error body. */
  readonly text: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
    this.text = text;
    this.body = parseErrorBody(text);
  }

  /** The server's error code ("WALLET.INSUFFICIENT_FUNDS"); null when the body carried none. */
  get code(): string | null {
    return typeof this.body?.code === 'string' ? this.body.code : null;
  }
}

function parseErrorBody(text: string): { message?: unknown; code?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Every non-OK answer becomes an ApiError with its status and the server's code. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `data`: sent as JSON, or as it is when it is FormData (a file upload; the browser sets its type). */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const form = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data === undefined || form ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : form ? data : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** Reads a JSON answer; an empty body (204, or a bare 200) yields null. */
async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: async <T>(url: string) => readJson<T>(await apiRequest('GET', url)),
  post: async <T>(url: string, data?: unknown) => readJson<T>(await apiRequest('POST', url, data)),
  put: async <T>(url: string, data?: unknown) => readJson<T>(await apiRequest('PUT', url, data)),
  patch: async <T>(url: string, data?: unknown) => readJson<T>(await apiRequest('PATCH', url, data)),
  delete: async <T>(url: string) => readJson<T>(await apiRequest('DELETE', url)),
};

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Query function whose URL is the query key's segments joined with '/'. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the body anyway: an answer whose body is never read keeps its connection busy (API
      // answers are no-store, so the browser's cache does not read it either).
      await res.text();
      return null;
    }
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
