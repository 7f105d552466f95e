import type { QueryFunction } from '@tanstack/react-query';

/**
 * Every non-OK answer becomes an Error whose message is "{status}: {body}".
 * Callers (toasts, the 401 detector) parse that message, so keep the format.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
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
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
