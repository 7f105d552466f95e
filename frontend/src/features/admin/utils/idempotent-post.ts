import { throwIfResNotOk } from '@/lib/api-client';

/** crypto.randomUUID needs a secure context; fall back to getRandomValues (as the wallet feature does). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A money POST with an Idempotency-Key header, one key per submission: a double click or a retry
 * of the same mutation cannot approve, pay out or adjust twice.
 */
export async function idempotentPost<T>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
