import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/test-utils';
import { ApiError } from './api-client';
import { createQueryClient, isUnauthorizedError } from './query-client';

describe('createQueryClient defaults', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('never marks queries stale, refetches on focus and reconnect, never polls, never retries', () => {
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
      refetchInterval: false,
      retry: false,
    });
  });

  it('does not retry mutations', () => {
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('fetches by query key with the default query function, throwing on 401', async () => {
    mockFetch({ '/api/user/stats': json({ message: 'Unauthorized' }, 401), '/api/tournaments': json([{ id: 1 }]) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/tournaments'] })).resolves.toEqual([{ id: 1 }]);
    await expect(client.fetchQuery({ queryKey: ['/api/user/stats'] })).rejects.toThrow(/^401: /);
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    [401, '{"message":"Unauthorized: please sign in to continue.","code":"AUTH.UNAUTHORIZED"}', true],
    [401, 'Unauthorized', true],
    [401, '{"message":"Invalid email or password.","code":"AUTH.INVALID_CREDENTIALS"}', false],
    [403, '{"message":"You are not allowed to do this.","code":"AUTH.FORBIDDEN"}', false],
    [500, '401: Unauthorized', false],
  ])('%s %s -> %s', (status, text, expected) => {
    expect(isUnauthorizedError(new ApiError(status, text))).toBe(expected);
  });

  it('ignores values that are not ApiErrors, whatever their text', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});
