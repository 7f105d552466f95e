import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
/** A version-4 UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
import { newIdempotencyKey, useIdempotencyKey } from './idempotency';

describe('useIdempotencyKey', () => {
  it('keeps the key for a retried request and changes it for a different one', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 50 });
    expect(first).toMatch(UUID);
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    result.current.settle(new Error('503: Service Unavailable'));
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    result.current.settle(new Error('Failed to fetch'));
    expect(result.current.keyFor({ amount: 50 })).toBe(first);
    expect(result.current.keyFor({ amount: 60 })).not.toBe(first);
  });

  it('starts a new key once the request is settled', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 50 });
    result.current.settle(new Error('400: {"message":"Minimum deposit is $10"}'));
    const second = result.current.keyFor({ amount: 50 });
    expect(second).not.toBe(first);
    result.current.settle(new Error('409: {"message":"still processing"}'));
    expect(result.current.keyFor({ amount: 50 })).toBe(second);
    result.current.settle();
    expect(result.current.keyFor({ amount: 50 })).not.toBe(second);
  });

  it('makes version-4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
