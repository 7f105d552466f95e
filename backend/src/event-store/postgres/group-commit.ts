import type { Pool } from 'pg';
import { firstRow } from '../../infrastructure/database/first-row';

/** One row of append_events (and of append_events_batch, without its item index). */
export interface AppendRow {
  /** skipped: a chain's earlier append did not happen, so this one was not tried. */
  outcome: 'appended' | 'stored' | 'key_taken' | 'wrong_revision' | 'skipped';
  revision_text: string | null;
  commit_text: string | null;
  position_text: string | null;
  detail: unknown;
}

/** One append, in the two shapes the two functions take. */
export interface AppendCall {
  /** The parameters of SINGLE_APPEND_SQL. */
  params: unknown[];
  /** The same append as an element of append_events_batch's JSON array. */
  item: Record<string, unknown>;
}

/**
 * The fixed statements of the event store are named: pg prepares each once per connection, so
 * PostgreSQL parses and plans it once instead of on every call (see docs/decisions/event-store.md
 * "Prepared statements").
 */
const SINGLE_APPEND_SQL = `SELECT outcome, revision::text AS revision_text, commit_text, position_text, detail
  FROM append_events($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[],
                     $8, $9, $10, $11, $12::jsonb)`;

const BATCH_APPEND_SQL = `SELECT item, outcome, revision_text, commit_text, position_text, detail
  FROM append_events_batch($1::jsonb)`;

/** SINGLE_APPEND_SQL as a named (prepared) statement. */
export function singleAppend(params: unknown[]): { name: string; text: string; values: unknown[] } {
  return { name: 'cc_append_events', text: SINGLE_APPEND_SQL, values: params };
}

export interface GroupCommitOptions {
  /** Statements in flight at once; appends that arrive meanwhile wait and go together in the next. */
  maxInFlight: number;
  /** The most appends one statement carries. */
  maxBatch: number;
}

interface Waiting {
  /** One append, or a chain: appends to one stream, each only if the one before it appended. */
  chain: AppendCall[];
  resolve: (rows: AppendRow[]) => void;
  reject: (error: unknown) => void;
}

const SKIPPED: AppendRow = {
  outcome: 'skipped',
  revision_text: null,
  commit_text: null,
  position_text: null,
  detail: null,
};

/**
 * Group commit. While `maxInFlight` append statements are running, the appends that arrive wait and
 * then go to PostgreSQL together: one round trip, one transaction and one WAL flush for all of them
 * (append_events_batch, migration 1763700011000). Alone, an append goes at once, as before. Each
 * append keeps its own expected revision and outcome; an error in a batch (a unique violation, a
 * deadlock, a key answered by a twin) rolls the batch back, and each of its appends is then sent on
 * its own, so the caller sees exactly what a lone append would have answered. A chain (commands on
 * one hot stream decided one after another) goes whole into one statement.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly pool: Pool,
    private readonly options: GroupCommitOptions,
  ) {}

  async append(call: AppendCall): Promise<AppendRow> {
    return (await this.appendChain([call]))[0]!; // one row per call of the chain
  }

  /** The appends in order, each sent only if the one before it appended; one row per append. */
  appendChain(chain: AppendCall[]): Promise<AppendRow[]> {
    return new Promise<AppendRow[]>((resolve, reject) => {
      this.waiting.push({ chain, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    // After the current turn of the event loop: appends decided in the same turn go together.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch: Waiting[] = [];
      let appends = 0;
      while (
        this.waiting.length > 0 &&
        (batch.length === 0 || appends + this.waiting[0]!.chain.length <= this.options.maxBatch)
      ) {
        const next = this.waiting.shift()!; // not empty
        batch.push(next);
        appends += next.chain.length;
      }
      this.inFlight++;
      void this.send(batch, appends).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async send(batch: Waiting[], appends: number): Promise<void> {
    if (appends === 1) return this.alone(batch[0]!); // one waiting entry with one append
    const items: Array<Record<string, unknown>> = [];
    for (const waiting of batch) {
      waiting.chain.forEach((call, link) => {
        items.push(link === 0 ? call.item : { ...call.item, after: items.length - 1 });
      });
    }
    let rows: Array<AppendRow & { item: number }>;
    try {
      rows = (
        await this.pool.query<AppendRow & { item: number }>({
          name: 'cc_append_events_batch',
          text: BATCH_APPEND_SQL,
          values: [JSON.stringify(items)],
        })
      ).rows;
    } catch {
      // The whole statement rolled back: each append on its own answers what it would have alone.
      await Promise.all(batch.map((w) => this.alone(w)));
      return;
    }
    const byItem = new Map(rows.map((row) => [row.item, row]));
    let index = 0;
    for (const waiting of batch) {
      const answered: AppendRow[] = [];
      for (let link = 0; link < waiting.chain.length; link++) {
        const row = byItem.get(index++);
        if (!row) {
          waiting.reject(new Error(`append_events_batch answered no row for append ${index - 1}`));
          break;
        }
        answered.push(row);
      }
      if (answered.length === waiting.chain.length) waiting.resolve(answered);
    }
  }

  /** Each append of the chain in a statement of its own, and only while the ones before it appended. */
  private async alone(waiting: Waiting): Promise<void> {
    const answered: AppendRow[] = [];
    try {
      for (const call of waiting.chain) {
        if (answered.length > 0 && answered.at(-1)!.outcome !== 'appended') {
          answered.push(SKIPPED);
          continue;
        }
        answered.push(firstRow((await this.pool.query<AppendRow>(singleAppend(call.params))).rows, 'append_events'));
      }
    } catch (error) {
      if (answered.length === 0) return waiting.reject(error);
      // Some appended already: they are answered; the rest did not happen.
      while (answered.length < waiting.chain.length) answered.push(SKIPPED);
    }
    waiting.resolve(answered);
  }
}
