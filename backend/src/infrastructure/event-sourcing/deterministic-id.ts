import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a name: the same name always gives the same id,
 * so a retried command appends events with the same ids, and the store ignores the repeat.
 */
export function deterministicUuid(...parts: string[]): string {
  const hash = createHash('sha1').update(parts.join('\u001f')).digest();
  // A SHA-1 digest has 20 bytes.
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
