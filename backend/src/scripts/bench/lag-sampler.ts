import { Pool } from 'pg';
import { comparePositions, GlobalPosition, START_POSITION } from '../../event-store/event-store.port';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { percentile } from './stats';

/**
 * Projection lag under load: every `everyMs` it notes the newest committed event and the time; the
 * lag of a sample is how long until every read model's checkpoint reached it (the time an
 * acknowledged event waits before all screens can show it). While a sample waits, the checkpoints
 * are read every `resolveMs`, so a lag is over-stated by at most that (plus one query), never
 * under-stated.
 *
 * The sample is the newest committed event, not the store's head as readers see it: the store shows
 * an event only once every transaction older than its own has ended, so a long transaction hides
 * events already answered 2xx. Sampling that visible head made such a hold look like no lag at all
 * (until the sixth session of 2026-11-24, when a ledger subscriber held its transaction open for
 * seconds under deposit load).
 */
export class LagSampler {
  private readonly lags: number[] = [];
  private readonly pending: Array<{ at: number; head: GlobalPosition }> = [];
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly projectionNames: string[],
    private readonly everyMs = 50,
    private readonly resolveMs = 10,
  ) {}

  start(): void {
    this.running = true;
    this.lags.length = 0;
    this.pending.length = 0;
    this.loop = this.run();
  }

  async stop(): Promise<{ samples: number; p50ms: number; p99ms: number; maxMs: number; unresolved: number }> {
    this.running = false;
    await this.loop;
    // A head the read models had not reached when draining gave up counts with the time it had
    // waited by then (a lower bound), so a projection that falls behind cannot improve the
    // percentiles by leaving its samples out.
    const now = performance.now();
    for (const sample of this.pending) this.lags.push(now - sample.at);
    return {
      samples: this.lags.length,
      p50ms: percentile(this.lags, 0.5),
      p99ms: percentile(this.lags, 0.99),
      maxMs: percentile(this.lags, 1),
      unresolved: this.pending.length,
    };
  }

  private async run(): Promise<void> {
    const store = new PostgresEventStore(this.pool);
    const drainUntil = () =>
      this.running || (this.pending.length > 0 && performance.now() - this.pending[0]!.at < 10_000);
    let nextSample = performance.now();
    while (drainUntil()) {
      if (this.running && performance.now() >= nextSample) {
        const at = performance.now();
        nextSample = at + this.everyMs;
        const head = await store.committedHead();
        if (comparePositions(head, START_POSITION) > 0) this.pending.push({ at, head });
      }
      if (this.pending.length > 0) {
        const slowest = await this.slowestCheckpoint();
        const now = performance.now();
        while (this.pending.length > 0 && slowest && comparePositions(slowest, this.pending[0]!.head) >= 0) {
          this.lags.push(now - this.pending.shift()!.at);
        }
      }
      const wait = this.pending.length > 0 ? this.resolveMs : nextSample - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(wait, this.everyMs))));
    }
  }

  /** The checkpoint furthest behind, or null until every projection has one. */
  private async slowestCheckpoint(): Promise<GlobalPosition | null> {
    const { rows } = await this.pool.query<{ commit_position: string; prepare_position: string; n: string }>(
      `SELECT commit_position::text, prepare_position::text, count(*) OVER ()::text AS n
         FROM projection_checkpoints WHERE name = ANY($1)
        ORDER BY commit_position::numeric, prepare_position::numeric LIMIT 1`,
      [this.projectionNames],
    );
    const [slowest] = rows;
    if (!slowest || Number(slowest.n) < this.projectionNames.length) return null;
    return { commit: BigInt(slowest.commit_position), prepare: BigInt(slowest.prepare_position) };
  }
}
