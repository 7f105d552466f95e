import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowTable } from './row-table';
import { Lookups, RowsMode, Schema } from './table-spec';

/** The event's instant as text, kept on the event itself (a WeakMap look-up per call cost more). */
const INSTANT = Symbol('instantText');

/**
 * When the store recorded the event, as ISO text (computed once per event, however many
 * projections ask). Rows hold instants as text: serializing Date objects for every flushed row
 * costs more than the rest of the flush.
 */
export function instantText(event: RecordedEvent): string {
  const holder = event as RecordedEvent & { [INSTANT]?: string };
  return (holder[INSTANT] ??= isoText(event.recordedAt));
}

/**
 * The last instant formatted, and its text: events appended together share their instant (the
 * bench's 200,824 events have 5,297 distinct ones), and toISOString was ~1.5% of a rebuild.
 */
let lastInstant = { ms: NaN, text: '' };
function isoText(at: Date): string {
  const ms = at.getTime();
  if (ms !== lastInstant.ms) lastInstant = { ms, text: at.toISOString() };
  return lastInstant.text;
}

/**
 * A projection's working set of rows. Events are applied to rows in memory, in order; `flush`
 * writes what changed as set-based statements, one per table and kind of change (multi-row
 * INSERT, UPDATE … FROM, DELETE … USING). The live runner uses it per batch, a rebuild for the
 * whole log: one way to apply events, whatever the batch size.
 */
export class ProjectionRows {
  private readonly tables = new Map<string, RowTable>();

  constructor(schema: Schema, mode: RowsMode, tx: () => EntityManager, lookups?: Lookups) {
    for (const [name, spec] of Object.entries(schema))
      this.tables.set(name, new RowTable(name, spec, mode, tx, lookups));
  }

  /**
   * A working set that reads nothing and records what it looked for: apply a batch to it (a dry
   * run, as if the tables held nothing yet), then `preload` the live rows with its lookups, so the
   * live batch finds (almost) every row in memory instead of reading them one round trip each.
   */
  static probe(schema: Schema): { rows: ProjectionRows; lookups: Lookups } {
    const lookups: Lookups = { keys: new Map(), wheres: new Map() };
    const noDatabase = () => {
      throw new Error('a probe does not read the database');
    };
    return { rows: new ProjectionRows(schema, 'complete', noDatabase, lookups), lookups };
  }

  /** Reads the rows a probe looked for: one statement per table (and per indexed column looked up). */
  async preload(lookups: Lookups): Promise<void> {
    for (const [name, table] of this.tables) {
      await table.preload(lookups.keys.get(name), lookups.wheres.get(name));
    }
  }

  table(name: string): RowTable {
    const table = this.tables.get(name);
    if (!table) throw new Error(`table ${name} is not in this projection's schema`);
    return table;
  }

  /**
   * Writes what changed. `coldOnly` (a rebuild, between pages, after `evict`): rows looked up
   * during the page just applied stay in memory unwritten, so a row that keeps changing (a
   * player's balance, an open tournament) is written once when it goes cold, not once per page
   * (an INSERT then an UPDATE per page costs PostgreSQL more than the rest of the rebuild).
   */
  async flush(coldOnly = false): Promise<number> {
    let statements = 0;
    for (const table of this.tables.values()) statements += await table.flush(coldOnly);
    return statements;
  }

  /**
   * Rebuild ('complete'): forgets the rows written by a finished flush and not looked up since the
   * previous call, so memory stays bounded by the rows in use, not by the read models. A forgotten
   * row that is asked for again is read back from the table (in the rebuild's transaction).
   */
  evict(): void {
    for (const table of this.tables.values()) table.evict();
  }

  /** No row was looked up, looked for (`where`) or written (a probe: the batch does not concern this projection). */
  untouched(): boolean {
    for (const table of this.tables.values()) if (!table.untouched) return false;
    return true;
  }

  /** Rows read back after an eviction (a rebuild's statistics). */
  get readBacks(): number {
    let count = 0;
    for (const table of this.tables.values()) count += table.readBacks;
    return count;
  }
}
