import { createHash, hash as oneShot } from 'node:crypto';

/**
 * SHA-1 of the text, as hex. The one-shot digest (Node 20.12+) makes no Hash object per call, and
 * hex output no Buffer: a rebuild derives an id per notification row.
 */
const sha1Hex: (text: string) => string =
  typeof oneShot === 'function'
    ? (text) => oneShot('sha1', text, 'hex')
    : (text) => createHash('sha1').update(text).digest('hex');

/** A hex digit d as the variant's digit (d & 0x3) | 0x8, by its character code. */
const VARIANT_DIGIT: Record<number, string> = Object.fromEntries(
  [...'0123456789abcdef'].map((d) => [d.charCodeAt(0), ((parseInt(d, 16) & 0x3) | 0x8).toString(16)]),
);

/**
 * A UUID (version 5 layout) derived from a name: the same name always gives the same id,
 * so a retried command appends events with the same ids, and the store ignores the repeat.
 * The first 16 bytes of the digest, with the version (5) in the 13th hex digit and the variant
 * (10xx) in the 17th.
 */
export function deterministicUuid(...parts: string[]): string {
  const hex = sha1Hex(parts.join('\u001f'));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${VARIANT_DIGIT[hex.charCodeAt(16)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
