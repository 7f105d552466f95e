/**
 * Recomputes every stream's chain and every seal from the events alone (the app's Verify, `npm run
 * ledger:verify`, and the stand-alone `ledger:audit` over an export all run this). Only node:crypto
 * and ledger-chain.ts: no database, no framework. See docs/decisions/ledger-integrity.md.
 */
import {
  ChainEvent,
  chainHash,
  compareOrder,
  DigestDocument,
  GENESIS_HASH,
  headsDigest,
  orderOf,
  SealHead,
  SealRecord,
  sealDigest,
  signatureHolds,
} from './ledger-chain';

export type ChainProblemKind = 'edited' | 'deleted' | 'inserted' | 'reordered' | 'seal';

export interface ChainProblem {
  kind: ChainProblemKind;
  stream: string | null;
  revision: number | null;
  eventId: string | null;
  sealId: string | null;
  message: string;
}

export interface DigestCheck {
  sealId: string;
  /** True only when the ledger up to the document's position recomputes to its signed digest. */
  ok: boolean;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  checkedEvents: number;
  checkedStreams: number;
  checkedSeals: number;
  /** Events after the last seal: protected by their chains only until the next seal. */
  unsealedEvents: number;
  lastSeal: { sealId: string; sealedAt: string; eventCount: string; digest: string } | null;
  /** In the global order of the event each names, the first one first. */
  problems: ChainProblem[];
  digest: DigestCheck | null;
}

export interface ChainInput {
  /** Every stream's events in revision order, one stream at a time. */
  streams: AsyncIterable<ChainEvent[]> | Iterable<ChainEvent[]>;
  seals: SealRecord[];
  /** Where the store says each stream ends (PostgreSQL's event_streams), when known. */
  streamEnds?: Map<string, number>;
  /** Public keys (hex) the seals must be signed with; empty: any key, reported. */
  trustedKeys?: string[];
  /** A digest document kept outside the system. */
  digest?: DigestDocument;
}

/** What the seal pass needs of an event: where it stands and its recomputed hash. */
interface Link {
  stream: string;
  revision: number;
  eventId: string;
  order: [bigint, bigint];
  recomputed: string;
}

interface Found {
  problem: ChainProblem;
  order: [bigint, bigint] | null;
}

export async function verifyChains(input: ChainInput): Promise<ChainReport> {
  const found: Found[] = [];
  const links: Link[] = [];
  let checkedStreams = 0;
  for await (const events of input.streams) {
    if (events.length === 0) continue;
    checkedStreams++;
    const stream = checkStream(events, input.streamEnds?.get(events[0]!.stream));
    links.push(...stream.links);
    if (stream.problem) found.push(stream.problem);
  }
  const seals = [...input.seals].sort((a, b) => compareBig(a.sealId, b.sealId));
  const sealPass = checkSeals(links, seals, input.trustedKeys ?? [], input.digest);
  found.push(...sealPass.found);

  const problems = found
    .sort((a, b) => (a.order && b.order ? compareOrder(a.order, b.order) : a.order ? -1 : b.order ? 1 : 0))
    .map((f) => f.problem);
  const last = seals[seals.length - 1];
  return {
    ok: problems.length === 0 && (sealPass.digest?.ok ?? true),
    checkedEvents: links.length,
    checkedStreams,
    checkedSeals: seals.length,
    unsealedEvents: sealPass.unsealed,
    lastSeal: last
      ? { sealId: last.sealId, sealedAt: last.sealedAt, eventCount: last.eventCount, digest: last.digest }
      : null,
    problems,
    digest: sealPass.digest,
  };
}

/**
 * One stream: each stored hash must equal sha256(the stored hash before it ‖ the event's encoding).
 * The first link that fails names the event; a look at its neighbours tells an insertion (the event
 * after it chains to the one before it) or a swap (it chains after its successor) from an edit.
 */
function checkStream(events: ChainEvent[], storedEnd: number | undefined): { links: Link[]; problem: Found | null } {
  const links: Link[] = [];
  let problem: Found | null = null;
  let recomputed: Buffer = GENESIS_HASH;
  const stored = (i: number) => (i < 0 ? GENESIS_HASH : Buffer.from(events[i]!.hash, 'hex'));
  const holds = (previous: Buffer, event: ChainEvent, revision: number) =>
    chainHash(previous, { ...event, revision: String(revision) }).equals(Buffer.from(event.hash, 'hex'));
  const name = (kind: ChainProblem['kind'], event: ChainEvent, revision: number, message: string): Found => ({
    problem: { kind, stream: event.stream, revision, eventId: event.eventId, sealId: null, message },
    order: orderOf(event),
  });

  for (const [i, event] of events.entries()) {
    const revision = Number(event.revision);
    recomputed = chainHash(recomputed, event);
    links.push({
      stream: event.stream,
      revision,
      eventId: event.eventId,
      order: orderOf(event),
      recomputed: recomputed.toString('hex'),
    });
    if (problem) continue;
    const where = `${event.stream} revision ${revision}`;
    if (revision !== i) {
      problem =
        revision > i
          ? name(
              'deleted',
              event,
              i,
              `${event.stream} has no event at revision ${i}: it was deleted (the next one is ${where}).`,
            )
          : name('inserted', event, revision, `${where} appears twice: one of them was inserted.`);
      continue;
    }
    if (holds(stored(i - 1), event, revision)) continue;
    if (i >= 1 && holds(stored(i - 2), event, revision - 1)) {
      const inserted = events[i - 1]!;
      problem = name(
        'inserted',
        inserted,
        i - 1,
        `${inserted.stream} revision ${i - 1} (${inserted.type}, event ${inserted.eventId}) was inserted: the event after it chains to the one before it.`,
      );
    } else if (i + 1 < events.length && holds(stored(i + 1), event, revision + 1)) {
      problem = name(
        'reordered',
        event,
        revision,
        `${where} (event ${event.eventId}) was moved: it was chained after revision ${revision + 1}, which now stands before it.`,
      );
    } else {
      problem = name(
        'edited',
        event,
        revision,
        `${where} (${event.type}, event ${event.eventId}) does not match its hash: it was edited (or the event before it was removed).`,
      );
    }
  }
  const last = events[events.length - 1]!;
  if (!problem && storedEnd !== undefined && storedEnd > Number(last.revision)) {
    problem = name(
      'deleted',
      last,
      storedEnd,
      `${last.stream} ends at revision ${last.revision}, but the store recorded events up to revision ${storedEnd}: the last ones were deleted.`,
    );
  }
  return { links, problem };
}

/**
 * Walks the events in global order, recomputing each seal's heads (from recomputed hashes, so an
 * edit whose stored hash was left alone shows too) and its digest, chained from the recomputed
 * digest of the seal before. A seal whose recomputed digest differs names the heads that differ.
 */
function checkSeals(
  links: Link[],
  seals: SealRecord[],
  trustedKeys: string[],
  digestDocument: DigestDocument | undefined,
): { found: Found[]; unsealed: number; digest: DigestCheck | null } {
  const found: Found[] = [];
  const ordered = [...links].sort((a, b) => compareOrder(a.order, b.order));
  const heads = new Map<string, Link>();
  let moved = new Set<string>();
  let index = 0;
  let previousRecomputed = GENESIS_HASH.toString('hex');
  let previousStored = GENESIS_HASH.toString('hex');
  let firstMismatch = true;
  const reported = new Set<string>();
  let digest: DigestCheck | null = digestDocument
    ? {
        sealId: digestDocument.sealId,
        ok: false,
        message: `The ledger has no seal ${digestDocument.sealId}: nothing proves it unchanged up to that digest.`,
      }
    : null;
  const sealProblem = (
    seal: SealRecord,
    message: string,
    head?: { stream: string; revision: number; eventId: string | null },
  ) =>
    found.push({
      problem: {
        kind: 'seal',
        stream: head?.stream ?? null,
        revision: head?.revision ?? null,
        eventId: head?.eventId ?? null,
        sealId: seal.sealId,
        message,
      },
      order: null,
    });

  for (const [n, seal] of seals.entries()) {
    const boundary: [bigint, bigint] = [BigInt(seal.lastCommit), BigInt(seal.lastPosition)];
    while (index < ordered.length && compareOrder(ordered[index]!.order, boundary) <= 0) {
      const link = ordered[index++]!;
      const head = heads.get(link.stream);
      if (!head || link.revision > head.revision) heads.set(link.stream, link);
      moved.add(link.stream);
    }
    const recomputedHeads: SealHead[] = [...moved].map((stream) => {
      const head = heads.get(stream)!;
      return { stream, revision: String(head.revision), hash: head.recomputed };
    });
    const recomputed = sealDigest({
      ...seal,
      eventCount: String(index),
      streamCount: String(heads.size),
      previousDigest: previousRecomputed,
      headsDigest: headsDigest(recomputedHeads).toString('hex'),
    }).toString('hex');

    if (String(n + 1) !== seal.sealId)
      sealProblem(seal, `Seal ${seal.sealId} follows seal ${seals[n - 1]?.sealId ?? 'none'}: a seal was removed.`);
    if (seal.previousDigest !== previousStored || sealDigest(seal).toString('hex') !== seal.digest)
      sealProblem(seal, `Seal ${seal.sealId} was altered: its fields no longer give its digest.`);
    if (!signatureHolds(seal)) sealProblem(seal, `Seal ${seal.sealId} is not signed by the key it names.`);
    else if (trustedKeys.length > 0 && !trustedKeys.includes(seal.publicKey))
      sealProblem(seal, `Seal ${seal.sealId} is signed by ${seal.publicKey}, which is not a trusted ledger key.`);

    if (recomputed !== seal.digest) {
      // One difference per stream: after its first, every later seal of that stream differs too.
      for (const difference of headDifferences(seal, recomputedHeads, heads)) {
        if (reported.has(difference.problem.stream ?? '')) continue;
        reported.add(difference.problem.stream ?? '');
        found.push(difference);
      }
      if (firstMismatch) {
        firstMismatch = false;
        sealProblem(
          seal,
          `The ledger up to seal ${seal.sealId} (position ${seal.lastPosition}) no longer gives its digest: ${index} events, ${heads.size} streams now, ${seal.eventCount} and ${seal.streamCount} sealed.`,
        );
      }
    }
    if (digestDocument && digestDocument.sealId === seal.sealId)
      digest = checkDocument(digestDocument, seal, recomputed);
    previousRecomputed = recomputed;
    previousStored = seal.digest;
    moved = new Set();
  }
  return { found, unsealed: ordered.length - index, digest };
}

function headDifferences(seal: SealRecord, recomputedHeads: SealHead[], heads: Map<string, Link>): Found[] {
  const found: Found[] = [];
  const sealed = new Map(seal.heads.map((head) => [head.stream, head]));
  const name = (
    kind: ChainProblemKind,
    stream: string,
    revision: number,
    eventId: string | null,
    message: string,
  ): Found => ({
    problem: { kind, stream, revision, eventId, sealId: seal.sealId, message },
    order: null,
  });
  for (const head of recomputedHeads) {
    const was = sealed.get(head.stream);
    const link = heads.get(head.stream)!;
    if (!was) {
      found.push(
        name(
          'inserted',
          head.stream,
          link.revision,
          link.eventId,
          `${head.stream} revision ${link.revision} stands before seal ${seal.sealId}, which did not seal it: it was inserted.`,
        ),
      );
    } else if (Number(was.revision) > link.revision) {
      found.push(
        name(
          'deleted',
          head.stream,
          link.revision + 1,
          null,
          `${head.stream} revision ${link.revision + 1}, sealed by seal ${seal.sealId} up to revision ${was.revision}, is gone: it was deleted.`,
        ),
      );
    } else if (Number(was.revision) < link.revision) {
      found.push(
        name(
          'inserted',
          head.stream,
          link.revision,
          link.eventId,
          `${head.stream} revision ${link.revision} (event ${link.eventId}) stands before seal ${seal.sealId}, which sealed the stream at revision ${was.revision}: it was inserted.`,
        ),
      );
    } else if (was.hash !== head.hash) {
      found.push(
        name(
          'edited',
          head.stream,
          link.revision,
          link.eventId,
          `${head.stream} up to revision ${link.revision} differs from what seal ${seal.sealId} sealed: an event at or before it was changed.`,
        ),
      );
    }
  }
  const moved = new Set(recomputedHeads.map((head) => head.stream));
  for (const was of seal.heads) {
    if (moved.has(was.stream)) continue;
    const link = heads.get(was.stream);
    found.push(
      link && link.revision >= Number(was.revision)
        ? name(
            'reordered',
            was.stream,
            Number(was.revision),
            null,
            `${was.stream} revision ${was.revision} was sealed by seal ${seal.sealId} but now stands elsewhere in the global order.`,
          )
        : name(
            'deleted',
            was.stream,
            link ? link.revision + 1 : 0,
            null,
            `${was.stream}, sealed by seal ${seal.sealId} up to revision ${was.revision}, ends ${link ? `at revision ${link.revision}` : 'nowhere'} now: events were deleted.`,
          ),
    );
  }
  return found;
}

function checkDocument(doc: DigestDocument, seal: SealRecord, recomputed: string): DigestCheck {
  const fail = (message: string): DigestCheck => ({ sealId: doc.sealId, ok: false, message });
  if (!signatureHolds(doc))
    return fail('The digest document is not signed by the key it names: it is not a ledger digest.');
  if (sealDigest(doc).toString('hex') !== doc.digest)
    return fail('The digest document was altered: its fields no longer give its digest.');
  if (doc.lastCommit !== seal.lastCommit || doc.lastPosition !== seal.lastPosition || doc.sealedAt !== seal.sealedAt)
    return fail(
      `Seal ${doc.sealId} in the ledger does not stand where the document says (position ${doc.lastPosition}).`,
    );
  if (recomputed !== doc.digest)
    return fail(
      `The ledger up to seal ${doc.sealId} (position ${doc.lastPosition}) has changed since this digest was signed.`,
    );
  return {
    sealId: doc.sealId,
    ok: true,
    message: `The ledger up to seal ${doc.sealId} (position ${doc.lastPosition}, ${doc.eventCount} events) is unchanged since this digest was signed by ${doc.publicKey}.`,
  };
}

function compareBig(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** An export's events, grouped back into streams in revision order. */
export function streamsOfExport(events: ChainEvent[]): ChainEvent[][] {
  const streams = new Map<string, ChainEvent[]>();
  for (const event of events) {
    const stream = streams.get(event.stream) ?? [];
    stream.push(event);
    streams.set(event.stream, stream);
  }
  return [...streams.values()].map((stream) => stream.sort((a, b) => Number(a.revision) - Number(b.revision)));
}
