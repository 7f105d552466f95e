import { createHash, hash as oneShot } from 'node:crypto';

/**
 * SHA-1 of the text. The one-shot digest (Node 20.12+) makes no Hash object per call: a rebuild
 * derives an id per notification row.
 */
const sha1: (text: string) => Buffer =
  typeof oneShot === 'function'
    ? (text) => oneShot('sha1', text, 'buffer')
    : (text) => createHash('sha1').update(text).digest();

/**
 * A UUID (version 5 layout) derived from a name: the same name always gives the same id,
 * so a retried command appends events with the same ids, and the store ignores the repeat.
 */
export function deterministicUuid(...parts: string[]): string {
  const hash = sha1(parts.join('\u001f'));
  // A SHA-1 digest has 20 bytes.
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
