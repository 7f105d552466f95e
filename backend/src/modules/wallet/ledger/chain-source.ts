/**
 * Reads the chain's inputs out of PostgreSQL: events with their text exactly as hashed, seals with
 * their heads, and where `event_streams` says each stream ends. The EventStoreDB adapter has no
 * hashes (docs/decisions/ledger-integrity.md).
 */
import { DataSource, EntityManager } from 'typeorm';
import { ChainEvent, EXPORT_FORMAT, LedgerExport, SealFields, SealHead, SealRecord } from './ledger-chain';

const PAGE = 5000;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

const EVENT_COLUMNS = `e.event_id::text AS "eventId", e.stream_name AS stream, e.revision::text AS revision,
  e.type, e.data::text AS data, e.metadata::text AS metadata, ledger_micros(e.recorded_at)::text AS "recordedAtMicros",
  encode(e.hash, 'hex') AS hash, e.transaction_id::text AS commit, e.global_position::text AS position`;

/** Every stream's events in revision order, one stream at a time, read a page at a time. */
export async function* streamsInOrder(db: Queryable): AsyncGenerator<ChainEvent[]> {
  let after: { stream: string; revision: string } | null = null;
  let current: ChainEvent[] = [];
  for (;;) {
    const page: ChainEvent[] = after
      ? await db.query(
          `SELECT ${EVENT_COLUMNS} FROM events e WHERE (e.stream_name, e.revision) > ($1, $2::bigint)
            ORDER BY e.stream_name, e.revision LIMIT ${PAGE}`,
          [after.stream, after.revision],
        )
      : await db.query(`SELECT ${EVENT_COLUMNS} FROM events e ORDER BY e.stream_name, e.revision LIMIT ${PAGE}`);
    for (const event of page) {
      if (current.length > 0 && current[0]!.stream !== event.stream) {
        yield current;
        current = [];
      }
      current.push(event);
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = { stream: last.stream, revision: last.revision };
  }
  if (current.length > 0) yield current;
}

const SEAL_COLUMNS = `s.seal_id::text AS "sealId", s.sealed_at AS "sealedAt", s.last_commit::text AS "lastCommit",
  s.last_position::text AS "lastPosition", s.event_count::text AS "eventCount", s.stream_count::text AS "streamCount",
  encode(s.heads_digest, 'hex') AS "headsDigest", encode(s.previous_digest, 'hex') AS "previousDigest",
  encode(s.digest, 'hex') AS digest, s.public_key AS "publicKey", encode(s.signature, 'hex') AS signature`;

type SealRow = Omit<SealFields, 'sealedAt'> & { sealedAt: Date };

function sealOf(row: SealRow): SealFields {
  return { ...row, sealedAt: row.sealedAt.toISOString() };
}

export async function readSeals(db: Queryable): Promise<SealRecord[]> {
  const rows: SealRow[] = await db.query(`SELECT ${SEAL_COLUMNS} FROM ledger_seals s ORDER BY s.seal_id`);
  const heads: Array<SealHead & { sealId: string }> = await db.query(
    `SELECT h.seal_id::text AS "sealId", h.stream_name AS stream, h.revision::text AS revision, encode(h.hash, 'hex') AS hash
       FROM ledger_seal_heads h ORDER BY h.seal_id, h.stream_name`,
  );
  const bySeal = new Map<string, SealHead[]>();
  for (const { sealId, ...head } of heads) {
    const list = bySeal.get(sealId) ?? [];
    list.push(head);
    bySeal.set(sealId, list);
  }
  return rows.map((row) => ({ ...sealOf(row), heads: bySeal.get(row.sealId) ?? [] }));
}

/** One seal's signed fields (the downloadable digest), or null. */
export async function readSeal(db: Queryable, sealId: string): Promise<SealFields | null> {
  const rows: SealRow[] = await db.query(`SELECT ${SEAL_COLUMNS} FROM ledger_seals s WHERE s.seal_id = $1`, [sealId]);
  return rows[0] ? sealOf(rows[0]) : null;
}

/** The newest seals first, for the console. */
export async function listSeals(db: Queryable, limit: number): Promise<SealFields[]> {
  const rows: SealRow[] = await db.query(
    `SELECT ${SEAL_COLUMNS} FROM ledger_seals s ORDER BY s.seal_id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(sealOf);
}

export async function streamEnds(db: Queryable): Promise<Map<string, number>> {
  const rows: Array<{ stream_name: string; revision: string }> = await db.query(
    `SELECT stream_name, revision::text AS revision FROM event_streams`,
  );
  return new Map(rows.map((row) => [row.stream_name, Number(row.revision)]));
}

/** Everything the stand-alone audit needs, in one JSON document. */
export async function exportLedger(db: Queryable): Promise<LedgerExport> {
  const events: ChainEvent[] = [];
  for await (const stream of streamsInOrder(db)) events.push(...stream);
  return { format: EXPORT_FORMAT, exportedAt: new Date().toISOString(), events, seals: await readSeals(db) };
}
