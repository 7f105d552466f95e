import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/test-utils';
import { api, apiRequest, getQueryFn, throwIfResNotOk } from './api-client';

describe('throwIfResNotOk', () => {
  it('throws "{status}: {body}" for a non-OK answer', async () => {
    const res = new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' });
    await expect(throwIfResNotOk(res)).rejects.toThrow('401: {"message":"Invalid email or password"}');
  });

  it('uses the status text when the body is empty', async () => {
    const res = new Response(null, { status: 503, statusText: 'Service Unavailable' });
    await expect(throwIfResNotOk(res)).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('passes an OK answer', async () => {
    await expect(throwIfResNotOk(new Response('ok'))).resolves.toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': json({ id: 'u1' }) });
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'pw' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'pw' }),
      credentials: 'include',
    });
  });

  it('sends no body and no content type when there is no data', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(init?.headers).toEqual({});
  });

  it('rejects with the status and body of a failed call', async () => {
    mockFetch({ 'PUT /api/user/rating': json({ message: 'Levels must be 0-7', code: 'RATING.INVALID' }, 400) });
    await expect(api.put('/api/user/rating', {})).rejects.toThrow(
      '400: {"message":"Levels must be 0-7","code":"RATING.INVALID"}',
    );
  });

  it('reads an empty OK body as null', async () => {
    mockFetch({ 'POST /api/x': new Response('', { status: 200 }) });
    await expect(api.post('/api/x')).resolves.toBeNull();
  });
});

describe('getQueryFn', () => {
  const run = async <T>(queryFn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) => {
    const client = new QueryClient();
    return client.fetchQuery({ queryKey, queryFn: queryFn, retry: false });
  };

  it('joins the key segments with "/" into the URL and sends cookies', async () => {
    const fetchMock = mockFetch({ '/api/tournaments/42': json({ id: 42 }) });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/tournaments', 42])).resolves.toEqual({ id: 42 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/tournaments/42');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 when asked to, and reads the body (an unread one keeps its connection busy)', async () => {
    const answer = json({ message: 'Unauthorized' }, 401);
    mockFetch({ '/api/user/session': () => answer });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/user/session'])).resolves.toBeNull();
    expect(answer.bodyUsed).toBe(true);
  });

  it('throws on 401 otherwise', async () => {
    mockFetch({ '/api/user/stats': json({ message: 'Unauthorized' }, 401) });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/user/stats'])).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('still throws other errors when 401 maps to null', async () => {
    mockFetch({ '/api/user/session': new Response('boom', { status: 500 }) });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/user/session'])).rejects.toThrow('500: boom');
  });

  it('uses GET', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetchMock);
    await run(getQueryFn({ on401: 'throw' }), ['/api/tournaments']);
    expect((fetchMock.mock.calls[0] as unknown[])[1]).not.toHaveProperty('method');
  });
});
