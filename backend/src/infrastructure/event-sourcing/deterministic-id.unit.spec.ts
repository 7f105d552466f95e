import { createHash, randomUUID } from 'node:crypto';
import { deterministicUuid } from './deterministic-id';

/** The ids as first written (digest bytes, version and variant set on the bytes): they must never change. */
function reference(...parts: string[]): string {
  const hash = createHash('sha1').update(parts.join('\u001f')).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('deterministicUuid', () => {
  it('gives the ids it always gave', () => {
    expect(deterministicUuid('notification', 'event-1', 'user-1', 'deposit_credited')).toBe(
      reference('notification', 'event-1', 'user-1', 'deposit_credited'),
    );
    for (let i = 0; i < 5_000; i++) {
      const parts = ['notification', randomUUID(), randomUUID(), `type-${i}`];
      expect(deterministicUuid(...parts)).toBe(reference(...parts));
    }
  });

  it('is a version 5 UUID', () => {
    expect(deterministicUuid('outbox', randomUUID())).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
