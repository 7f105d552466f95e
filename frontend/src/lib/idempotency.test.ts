import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { getErrorMessage } from './errors';
/** A version-4 UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
import { newIdempotencyKey, postWithIdempotencyKey, useIdempotencyKey } from './idempotency';

describe('useIdempotencyKey', () => {
  it('keeps the key for a retried request and changes it for a different one', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 50 });
    expect(first).toMatch(UUID);
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    result.current.settle(new ApiError(503, 'Service Unavailable'));
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    result.current.settle(new Error('Failed to fetch'));
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    expect(result.current.keyFor({ amount: 60 })).not.toBe(first);
  });

  it('starts a new key once the request is settled', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 50 });
    result.current.settle(new ApiError(400, '{"message":"Minimum deposit is $10"}'));
    const second = result.current.keyFor({ amount: 50 });
    expect(second).not.toBe(first);
    result.current.settle(new ApiError(409, '{"message":"still processing"}'));
    expect(result.current.keyFor({ amount: 50 })).toBe(second);
    result.current.settle();
    expect(result.current.keyFor({ amount: 50 })).not.toBe(second);
  });

  it('makes version-4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('postWithIdempotencyKey while the server is still working on the key', () => {
  const inProgress = () =>
    new Response(
      JSON.stringify({
        message: 'A request with this Idempotency-Key is still being processed.',
        code: 'IDEMPOTENCY.IN_PROGRESS',
      }),
      { status: 409 },
    );

  it('asks again with the same key and resolves to the real outcome, telling the caller it is still working', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(inProgress())
      .mockResolvedValueOnce(inProgress())
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'w1', status: 'pending' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const stillWorking = vi.fn();
    const answer = await postWithIdempotencyKey('/api/wallet/withdraw', { amount: 20 }, 'key-1', {
      onStillWorking: stillWorking,
      sleep: () => Promise.resolve(),
    });
    expect(answer).toEqual({ id: 'w1', status: 'pending' });
    expect(stillWorking).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);
    expect(keys.map((h) => h['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-1']);
    vi.unstubAllGlobals();
  });

  it('after all the waiting, says it is still working (not that it failed); other 409s are ordinary errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(inProgress())),
    );
    const error = await postWithIdempotencyKey('/x', {}, 'k', {
      retryDelaysMs: [1, 1],
      sleep: () => Promise.resolve(),
    }).catch((e: unknown) => e);
    expect(getErrorMessage(error)).toMatch(/still working on your request/);
    expect(getErrorMessage(error)).not.toMatch(/fail/i);

    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(new Response(JSON.stringify({ message: 'Someone else changed this.' }), { status: 409 })),
    );
    const other = await postWithIdempotencyKey('/x', {}, 'k', { sleep: () => Promise.resolve() }).catch(
      (e: unknown) => e,
    );
    expect(getErrorMessage(other)).toBe('Someone else changed this.');
    vi.unstubAllGlobals();
  });
});
