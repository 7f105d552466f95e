/**
 * The ledger's hash chain and seal digests, byte for byte as docs/decisions/ledger-integrity.md
 * writes them down. Only node:crypto: the stand-alone audit (`scripts/ledger-audit.ts`) uses this
 * file without the app, and PostgreSQL's `ledger_event_encoding` (migration 1763700060000) must
 * produce the same bytes.
 */
import { createHash, createPrivateKey, createPublicKey, KeyObject, sign, verify } from 'node:crypto';

/** One event as the chain sees it: every field as text, data and metadata as PostgreSQL prints jsonb. */
export interface ChainEvent {
  eventId: string;
  stream: string;
  revision: string;
  type: string;
  data: string;
  metadata: string;
  /** Whole microseconds since 1970-01-01T00:00:00Z, in decimal. */
  recordedAtMicros: string;
  /** The stored hash, 64 hex digits. */
  hash: string;
  /** The global order: (commit, position), both decimal. */
  commit: string;
  position: string;
}

export interface SealHead {
  stream: string;
  revision: string;
  hash: string;
}

/** A seal's signed fields: the downloadable digest document carries exactly these. */
export interface SealFields {
  sealId: string;
  sealedAt: string;
  lastCommit: string;
  lastPosition: string;
  eventCount: string;
  streamCount: string;
  /** hex */
  headsDigest: string;
  previousDigest: string;
  digest: string;
  /** The raw 32-byte Ed25519 public key, hex. */
  publicKey: string;
  /** Ed25519 over the 32 digest bytes, hex. */
  signature: string;
}

export interface SealRecord extends SealFields {
  /** The heads that moved since the previous seal. */
  heads: SealHead[];
}

export const DIGEST_FORMAT = 'courtcash.ledger-digest.v1';
export const EXPORT_FORMAT = 'courtcash.ledger-export.v1';

export interface DigestDocument extends SealFields {
  format: typeof DIGEST_FORMAT;
}

export interface LedgerExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  events: ChainEvent[];
  seals: SealRecord[];
}

export const GENESIS_HASH: Buffer = Buffer.alloc(32);

/** `<byte length>:<bytes>,` */
export function netstring(value: string | Buffer): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([Buffer.from(`${bytes.length}:`, 'utf8'), bytes, Buffer.from(',', 'utf8')]);
}

export function sha256(...parts: Buffer[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

export function eventEncoding(event: Omit<ChainEvent, 'eventId' | 'hash' | 'commit' | 'position'>): Buffer {
  return Buffer.concat([
    netstring('courtcash.event.v1'),
    netstring(event.stream),
    netstring(event.revision),
    netstring(event.type),
    netstring(event.data),
    netstring(event.metadata),
    netstring(event.recordedAtMicros),
  ]);
}

export function chainHash(
  previous: Buffer,
  event: Omit<ChainEvent, 'eventId' | 'hash' | 'commit' | 'position'>,
): Buffer {
  return sha256(previous, eventEncoding(event));
}

/** The digest of the heads that moved since the previous seal, sorted by the stream name's UTF-8 bytes. */
export function headsDigest(heads: SealHead[]): Buffer {
  const sorted = [...heads].sort((a, b) =>
    Buffer.compare(Buffer.from(a.stream, 'utf8'), Buffer.from(b.stream, 'utf8')),
  );
  return sha256(
    netstring('courtcash.heads.v1'),
    ...sorted.flatMap((head) => [netstring(head.stream), netstring(head.revision), Buffer.from(head.hash, 'hex')]),
  );
}

type DigestInput = Pick<
  SealFields,
  | 'sealId'
  | 'sealedAt'
  | 'lastCommit'
  | 'lastPosition'
  | 'eventCount'
  | 'streamCount'
  | 'headsDigest'
  | 'previousDigest'
>;

/** A seal's digest: its fields, the previous seal's digest (zeros for the first) and its heads digest. */
export function sealDigest(seal: DigestInput): Buffer {
  return sha256(
    netstring('courtcash.seal.v1'),
    netstring(seal.sealId),
    netstring(seal.sealedAt),
    netstring(seal.lastCommit),
    netstring(seal.lastPosition),
    netstring(seal.eventCount),
    netstring(seal.streamCount),
    Buffer.from(seal.previousDigest, 'hex'),
    Buffer.from(seal.headsDigest, 'hex'),
  );
}

export function publicKeyFromHex(hex: string): KeyObject {
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

export function publicKeyHex(key: KeyObject): string {
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return Buffer.from(jwk.x ?? '', 'base64url').toString('hex');
}

export function signDigest(privateKey: KeyObject, digest: Buffer): string {
  return sign(null, digest, privateKey).toString('hex');
}

export function signatureHolds(seal: Pick<SealFields, 'publicKey' | 'digest' | 'signature'>): boolean {
  try {
    return verify(
      null,
      Buffer.from(seal.digest, 'hex'),
      publicKeyFromHex(seal.publicKey),
      Buffer.from(seal.signature, 'hex'),
    );
  } catch {
    return false; // not a key, not a signature
  }
}

/** An Ed25519 private key from PKCS#8 PEM, or from a 32-byte seed in hex or base64. */
export function privateKeyFrom(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPrivateKey(trimmed);
  const seed = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (seed.length !== 32) throw new Error('An Ed25519 key is a PKCS#8 PEM or a 32-byte seed in hex or base64.');
  // PKCS#8 for Ed25519 is a fixed 16-byte prefix followed by the seed.
  const prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
  return createPrivateKey({ key: Buffer.concat([prefix, seed]), format: 'der', type: 'pkcs8' });
}

/** (commit, position) as one comparable pair. */
export function orderOf(event: { commit: string; position: string }): [bigint, bigint] {
  return [BigInt(event.commit), BigInt(event.position)];
}

export function compareOrder(a: [bigint, bigint], b: [bigint, bigint]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

export function isDigestDocument(value: unknown): value is DigestDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Record<string, unknown>;
  const fields: Array<keyof SealFields> = [
    'sealId',
    'sealedAt',
    'lastCommit',
    'lastPosition',
    'eventCount',
    'streamCount',
    'headsDigest',
    'previousDigest',
    'digest',
    'publicKey',
    'signature',
  ];
  return doc.format === DIGEST_FORMAT && fields.every((field) => typeof doc[field] === 'string');
}
