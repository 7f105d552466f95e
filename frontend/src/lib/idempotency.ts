import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, throwIfResNotOk } from '@/lib/api-client';
import { getErrorStatus } from '@/lib/errors';

/** crypto.randomUUID needs a secure context (https or localhost); fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // 16 bytes, see above
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long to wait before asking again while the server is still working on the same key (~25 s in all). */
export const IN_PROGRESS_RETRY_DELAYS_MS = [300, 600, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 5000];

export interface IdempotentPostOptions {
  /** Called each time the server answers that it is still working on this key. */
  onStillWorking?: () => void;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function isInProgress(res: Response): Promise<boolean> {
  if (res.status !== 409) return false;
  try {
    const body = (await res.clone().json()) as { code?: unknown };
    return body.code === 'IDEMPOTENCY.IN_PROGRESS';
  } catch {
    return false;
  }
}

/**
 * A money POST with an Idempotency-Key header: the server answers a repeated key with the first
 * answer, so a retry after a lost response cannot move money twice. While the first request with
 * this key is still being processed (409 IDEMPOTENCY.IN_PROGRESS, e.g. after a double click), it
 * waits and asks again with the same key until the real outcome arrives: that is never a failure.
 * Errors are the api-client's ApiError.
 */
export async function postWithIdempotencyKey<T>(
  url: string,
  body: unknown,
  idempotencyKey: string,
  options: IdempotentPostOptions = {},
): Promise<T> {
  const delays = options.retryDelaysMs ?? IN_PROGRESS_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    if (await isInProgress(res)) {
      options.onStillWorking?.();
      if (attempt < delays.length) {
        await sleep(delays[attempt]!); // attempt < delays.length
        continue;
      }
      // Still not settled after all the waiting: say so plainly; a retry reuses the same key.
      throw new ApiError(
        409,
        JSON.stringify({
          message:
            'We are still working on your request. It was received and will not be done twice: check your wallet in a minute.',
          code: 'IDEMPOTENCY.IN_PROGRESS',
        }),
      );
    }
    await throwIfResNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  }
}

/** A refusal that settles the request (a 4xx other than conflict, timeout or throttling). */
function isSettledRefusal(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status !== null && status >= 400 && status < 500 && ![408, 409, 429].includes(status);
}

/**
 * One key per submission. Retrying the same request (after a network error, a 5xx or a
 * "still processing" 409) reuses its key; a different request, or any request after the previous
 * one was settled (success or a definite refusal), gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const signature = JSON.stringify(request);
        if (current.current?.request !== signature) current.current = { request: signature, key: newIdempotencyKey() };
        return current.current.key;
      },
      /** Call with no argument after a success, or with the error after a failure. */
      settle(error?: unknown): void {
        if (error === undefined || isSettledRefusal(error)) current.current = null;
      },
    }),
    [],
  );
}

/**
 * The one way a money action shows that the server is still working on its key: pass `onStillWorking`
 * to postWithIdempotencyKey (it retries with the same key), show "Still working..." while `stillWorking`,
 * and `reset()` when the request settles. Never shown as a failure.
 */
export function useStillWorking() {
  const [stillWorking, setStillWorking] = useState(false);
  const onStillWorking = useCallback(() => setStillWorking(true), []);
  const reset = useCallback(() => setStillWorking(false), []);
  return { stillWorking, onStillWorking, reset };
}

export const STILL_WORKING_LABEL = 'Still working...';
