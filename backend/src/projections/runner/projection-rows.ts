import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { copyRows } from './copy-rows';
import { DroppedKeys } from './dropped-keys';

export type Row = Record<string, unknown>;
export type Key = string | readonly string[];
/**
 * A value, or a promise of it when a row had to be read first. Row operations answer from memory
 * without a promise (await works on both): a rebuild makes millions of them, and an async function
 * per call (a promise and a microtask each) was a large part of applying an event.
 */
export type Maybe<T> = T | Promise<T>;

/** How a projection uses one table. Column names are the SQL ones (snake_case). */
export interface TableSpec {
  /** Primary key columns. */
  key: readonly string[];
  /** Columns `where()` looks rows up by. */
  indexes?: readonly string[];
  /**
   * The table belongs to another projection, which creates its rows; this one only updates the
   * columns listed here (their values when nothing is known yet, e.g. during a rebuild).
   */
  partial?: Row;
  /** Rows are only ever inserted (ON CONFLICT DO NOTHING) and never read back, e.g. the outbox. */
  writeOnly?: boolean;
}

export type Schema = Readonly<Record<string, TableSpec>>;

/**
 * 'live': a row not seen yet is read from the database (once) and kept for the batch.
 * 'complete': the projection's tables were emptied and every row they hold is in memory (a
 * rebuild), so a row not seen yet does not exist and nothing is ever read back.
 */
export type RowsMode = 'live' | 'complete';

/**
 * What a dry run of a batch looked for (`ProjectionRows.probe`): the keys it did not find in memory
 * and the `where` lookups it made, by table. The live batch reads them in one statement per table.
 */
export interface Lookups {
  keys: Map<string, Map<string, readonly string[]>>;
  wheres: Map<string, Map<string, Set<string>>>;
}

interface Entry {
  /** The key as text (eviction drops the entry from the map by it). */
  readonly k: string;
  row: Row | undefined;
  /** The database holds this key (as of the last flush). */
  persisted: boolean;
  /**
   * Columns of a persisted row changed since the last flush (null: none). A row not persisted yet
   * is inserted whole, so it keeps no set (a rebuild holds every row: a set each was a large part
   * of its memory).
   */
  dirty: Set<string> | null;
  /** The key of a persisted row deleted since the last flush. */
  deletedKey?: Row;
  /** The table's generation when the entry was last looked up (a rebuild evicts stale rows). */
  seen: number;
  /** In the table's `changed` list: written (or deleted) since the last flush. */
  queued: boolean;
}

const SEP = '\u0001';
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
const CHUNK = 5000;

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

export class RowTable {
  private readonly entries = new Map<string, Entry>();
  private readonly index = new Map<string, Map<string, Set<string>>>();
  private readonly keyColumns: ReadonlySet<string>;
  private readonly loadedWhere = new Set<string>();
  private generation = 0;
  /**
   * Entries inserted, changed or deleted since the last flush, so a flush touches only these and
   * not every row in memory (a rebuild holds tens of thousands between flushes).
   */
  private changed: Entry[] = [];
  /**
   * 'complete' (evicting): the entries first looked up in each generation, oldest first, so an
   * eviction looks only at the entries that may have gone stale, not at every entry in memory.
   * An entry looked up again moves to the newest bucket (it is pushed again; the stale copy is
   * skipped because its `seen` no longer matches the bucket's generation).
   */
  private readonly buckets: Entry[][] = [[]];
  private readonly evicting: boolean;
  /**
   * 'complete' (evicting): the keys of the rows evict() dropped, and by indexed column the values
   * those rows held. Nothing else of a dropped row stays in memory; a key or a `where` value that
   * may have been dropped is read from the table (see DroppedKeys).
   */
  private readonly dropped = new DroppedKeys();
  private readonly droppedValues = new Map<string, DroppedKeys>();
  /** The table's json/jsonb columns (read once, for COPY's text format). */
  private jsonColumns: Promise<Set<string>> | null = null;
  /** `where` calls made (a probe that made none and holds no entry did not concern this table). */
  private wheresAsked = 0;
  readBacks = 0;

  constructor(
    readonly name: string,
    private readonly spec: TableSpec,
    private readonly mode: RowsMode,
    private readonly tx: () => EntityManager,
    private readonly lookups?: Lookups,
  ) {
    for (const column of spec.indexes ?? []) {
      this.index.set(column, new Map());
      this.droppedValues.set(column, new DroppedKeys());
    }
    this.evicting = mode === 'complete' && !spec.partial && !lookups;
    this.keyColumns = new Set(spec.key);
  }

  get untouched(): boolean {
    return this.entries.size === 0 && this.wheresAsked === 0;
  }

  /** Live: reads these keys and `where` lookups in one statement each (see ProjectionRows.probe). */
  async preload(keys: Map<string, readonly string[]> | undefined, wheres: Map<string, Set<string>> | undefined) {
    if (this.mode !== 'live') return;
    const source = `json_populate_recordset(NULL::${this.name}, $1::json) AS v`;
    const columns = this.spec.partial
      ? [...this.spec.key, ...Object.keys(this.spec.partial)].map((c) => `t."${c}"`).join(', ')
      : 't.*';
    const missing = [...(keys ?? new Map<string, readonly string[]>())].filter(([k]) => !this.entries.has(k));
    if (missing.length > 0 && !this.spec.writeOnly) {
      const match = this.spec.key.map((c) => `t."${c}" = v."${c}"`).join(' AND ');
      for (const part of chunks(missing)) {
        const wanted = part.map(([, values]) => Object.fromEntries(this.spec.key.map((c, i) => [c, values[i]])));
        const rows = await this.tx().query<Row[]>(
          `SELECT ${columns} FROM ${this.name} AS t JOIN ${source} ON ${match}`,
          [JSON.stringify(wanted)],
        );
        for (const row of rows) {
          const k = this.keyText(row);
          if (!this.entries.has(k)) this.remember(k, row, true);
        }
        for (const [k] of part) if (!this.entries.has(k)) this.remember(k, undefined, false);
      }
    }
    for (const [column, values] of wheres ?? []) {
      const wanted = [...values].filter((v) => !this.loadedWhere.has(`${column}${SEP}${v}`));
      for (const part of chunks(wanted)) {
        const rows = await this.tx().query<Row[]>(
          `SELECT ${columns} FROM ${this.name} AS t WHERE t."${column}" IN (SELECT v."${column}" FROM ${source})`,
          [JSON.stringify(part.map((v) => ({ [column]: v })))],
        );
        for (const row of rows) {
          const k = this.keyText(row);
          if (!this.entries.has(k)) this.remember(k, row, true);
        }
        for (const v of part) this.loadedWhere.add(`${column}${SEP}${v}`);
      }
    }
  }

  /** The row, or undefined. Treat it as read-only: change it with update(). */
  get(key: Key): Maybe<Row | undefined> {
    const entry = this.entry(key);
    return entry instanceof Promise ? entry.then(rowOf) : entry.row;
  }

  /** Reads the rows of these (single-column) keys in one statement; then get() finds them in memory. */
  async getMany(keys: readonly string[]): Promise<void> {
    if (this.mode !== 'live' || this.spec.key.length !== 1 || this.spec.partial) return;
    const missing = [...new Set(keys)].filter((k) => !this.entries.has(k));
    if (missing.length === 0) return;
    const column = this.spec.key[0];
    const rows = await this.tx().query<Row[]>(`SELECT * FROM ${this.name} WHERE "${column}" = ANY($1::text[])`, [
      missing,
    ]);
    for (const row of rows) this.remember(this.keyText(row), row, true);
    for (const k of missing) if (!this.entries.has(k)) this.remember(k, undefined, false);
  }

  // The row operations below answer at once from an entry in memory, and only build a closure
  // (for `then`) when the entry has to be read first: a rebuild makes millions of them.

  /** Insert a row that must not exist yet (a plain INSERT). */
  insert(row: Row): Maybe<void> {
    const k = this.keyText(row);
    const entry = this.entry(k);
    return entry instanceof Promise
      ? entry.then((found) => this.inserted(found, k, row))
      : this.inserted(entry, k, row);
  }

  private inserted(entry: Entry, k: string, row: Row): void {
    if (entry.row) throw new Error(`${this.name}: a row with key ${k} already exists`);
    this.put(entry, k, row);
  }

  /** Insert unless a row with the key exists (INSERT … ON CONFLICT DO NOTHING). */
  insertIgnore(row: Row): Maybe<void> {
    const k = this.keyText(row);
    if (this.spec.writeOnly) {
      if (!this.entries.has(k)) this.queue(this.remember(k, defined(row), false));
      return;
    }
    const entry = this.entry(k);
    if (entry instanceof Promise) {
      return entry.then((found) => {
        if (!found.row) this.put(found, k, row);
      });
    }
    if (!entry.row) this.put(entry, k, row);
  }

  /** Insert, or change the existing row with `onConflict` (INSERT … ON CONFLICT DO UPDATE). */
  upsert(row: Row, onConflict: (existing: Row) => Row): Maybe<void> {
    const k = this.keyText(row);
    const entry = this.entry(k);
    return entry instanceof Promise
      ? entry.then((found) => this.upserted(found, k, row, onConflict))
      : this.upserted(entry, k, row, onConflict);
  }

  private upserted(entry: Entry, k: string, row: Row, onConflict: (existing: Row) => Row): void {
    if (entry.row) this.patch(entry, onConflict(entry.row));
    else this.put(entry, k, row);
  }

  /** Change columns of an existing row; returns the row after the change, or undefined when there is none. */
  update(key: Key, change: Row | ((row: Row) => Row)): Maybe<Row | undefined> {
    const entry = this.entry(key);
    return entry instanceof Promise ? entry.then((found) => this.updated(found, change)) : this.updated(entry, change);
  }

  private updated(entry: Entry, change: Row | ((row: Row) => Row)): Row | undefined {
    if (!entry.row) return undefined;
    this.patch(entry, typeof change === 'function' ? change(entry.row) : change);
    return entry.row;
  }

  /** Delete the row; returns it (undefined when there was none). */
  delete(key: Key): Maybe<Row | undefined> {
    const entry = this.entry(key);
    return entry instanceof Promise ? entry.then((found) => this.deleted(found)) : this.deleted(entry);
  }

  private deleted(entry: Entry): Row | undefined {
    const row = entry.row;
    if (!row) return undefined;
    this.unindex(row);
    if (entry.persisted) {
      entry.deletedKey = this.pick(row, new Set());
      this.queue(entry);
    }
    entry.persisted = false;
    entry.row = undefined;
    entry.dirty = null;
    return row;
  }

  /** Every row whose `column` equals `value` (the column must be in the spec's indexes). */
  async where(column: string, value: unknown): Promise<Row[]> {
    const byValue = this.index.get(column);
    if (!byValue) throw new Error(`${this.name}.${column} is not indexed in the projection's schema`);
    const v = String(value);
    this.wheresAsked++;
    if (this.lookups) {
      const byColumn = this.lookups.wheres.get(this.name) ?? new Map<string, Set<string>>();
      this.lookups.wheres.set(this.name, byColumn);
      const values = byColumn.get(column) ?? new Set<string>();
      byColumn.set(column, values.add(v));
    }
    // Live: the table holds rows not read yet. Rebuild: rows with this value may have been dropped.
    const unread = this.mode === 'live' || this.droppedValues.get(column)!.mayHave(v);
    if (unread && !this.loadedWhere.has(`${column}${SEP}${v}`)) {
      this.loadedWhere.add(`${column}${SEP}${v}`);
      if (this.mode === 'complete') this.readBacks++;
      const rows = await this.tx().query<Row[]>(`SELECT * FROM ${this.name} WHERE "${column}" = $1`, [value]);
      for (const row of rows) {
        const k = this.keyText(row);
        if (!this.entries.has(k)) this.remember(k, row, true); // one in memory is newer than the table's
      }
    }
    const keys = byValue.get(v);
    if (!keys) return [];
    const rows: Row[] = [];
    for (const k of keys) {
      const entry = this.entries.get(k);
      if (!entry?.row) continue;
      this.touch(entry);
      rows.push(entry.row);
    }
    return rows;
  }

  /** See ProjectionRows.evict. Only rows that are persisted and unchanged since are dropped. */
  evict(): void {
    if (!this.evicting) return;
    // Entries last looked up before the previous generation are stale: they sit in the buckets
    // older than the last two.
    while (this.buckets.length > 2) {
      const generation = this.generation - this.buckets.length + 1;
      for (const entry of this.buckets.shift()!) {
        if (entry.seen !== generation) continue; // looked up since: it is in a newer bucket
        if (entry.queued || (entry.row && (!entry.persisted || entry.dirty))) {
          this.touch(entry); // not written yet (not expected here): kept, looked at again later
          continue;
        }
        if (entry.row) this.drop(entry.k, entry.row);
        if (this.entries.get(entry.k) === entry) this.entries.delete(entry.k);
      }
    }
    this.generation++;
    this.buckets.push([]);
  }

  /** Forgets a written row, keeping only that its key and indexed values may be in the table. */
  private drop(k: string, row: Row): void {
    this.unindex(row);
    this.dropped.add(k);
    for (const [column, values] of this.droppedValues) {
      const v = String(row[column]);
      values.add(v);
      this.loadedWhere.delete(`${column}${SEP}${v}`); // where() reads this value from the table again
    }
  }

  /**
   * Writes what changed since the last flush (see ProjectionRows.flush for `coldOnly`); returns
   * the number of statements sent.
   */
  async flush(coldOnly = false): Promise<number> {
    const deletes: Row[] = [];
    const inserts = new Map<string, { columns: string[]; rows: Row[] }>();
    const updates = new Map<string, Row[]>();
    const changed = this.changed;
    this.changed = [];
    // evict() has moved to the next generation: the page just applied is generation - 1.
    const recent = coldOnly && this.evicting ? this.generation - 1 : Infinity;
    // New rows are grouped by their columns; consecutive rows mostly share them (the same code
    // inserted them), so a row is first compared with the last group, without building its key.
    let lastInsert: { columns: string[]; rows: Row[] } | undefined;
    for (const entry of changed) {
      if (entry.seen >= recent) {
        this.changed.push(entry); // still in use: written when it goes cold (or at the end)
        continue;
      }
      entry.queued = false;
      if (entry.deletedKey) deletes.push(entry.deletedKey);
      entry.deletedKey = undefined;
      if (!entry.row || (entry.persisted && !entry.dirty)) continue;
      // A new row is inserted whole (its columns in the order they were set); a stored one has
      // only its changed columns updated.
      if (!entry.persisted) {
        if (!lastInsert || !hasColumns(entry.row, lastInsert.columns)) {
          const columns = Object.keys(entry.row);
          const signature = columns.join(',');
          lastInsert = inserts.get(signature) ?? { columns, rows: [] };
          inserts.set(signature, lastInsert);
        }
        lastInsert.rows.push(entry.row);
      } else if (entry.dirty) {
        const columns = [...entry.dirty].sort().join(',');
        const list = updates.get(columns) ?? [];
        list.push(this.pick(entry.row, entry.dirty));
        updates.set(columns, list);
      }
      entry.persisted = true;
      entry.dirty = null;
    }
    const tx = this.tx();
    const source = `json_populate_recordset(NULL::${this.name}, $1::json) AS v`;
    const match = this.spec.key.map((c) => `t."${c}" = v."${c}"`).join(' AND ');
    let statements = 0;
    for (const part of chunks(deletes)) {
      await tx.query(`DELETE FROM ${this.name} AS t USING ${source} WHERE ${match}`, [JSON.stringify(part)]);
      statements++;
    }
    for (const { columns: names, rows } of inserts.values()) {
      // A rebuild inserts into emptied tables: COPY (see copyRows). The live path and the outbox
      // (ON CONFLICT DO NOTHING, which COPY cannot do) insert from JSON.
      if (this.mode === 'complete' && !this.spec.writeOnly) {
        const jsonColumns = await (this.jsonColumns ??= this.readJsonColumns(tx));
        let copied = 0;
        for (const part of chunks(rows)) {
          if (!(await copyRows(tx, this.name, names, jsonColumns, part))) {
            // Only the first part may fall back to INSERT: after that, rows are already in.
            if (copied > 0) throw new Error(`${this.name}: COPY stopped being available mid-flush`);
            break;
          }
          copied++;
          statements++;
        }
        if (copied > 0) continue;
      }
      const columns = names.map((c) => `"${c}"`).join(', ');
      const conflict = this.spec.writeOnly ? ' ON CONFLICT DO NOTHING' : '';
      for (const part of chunks(rows)) {
        await tx.query(`INSERT INTO ${this.name} (${columns}) SELECT ${columns} FROM ${source}${conflict}`, [
          JSON.stringify(part),
        ]);
        statements++;
      }
    }
    for (const [signature, rows] of updates) {
      const set = signature
        .split(',')
        .map((c) => `"${c}" = v."${c}"`)
        .join(', ');
      for (const part of chunks(rows)) {
        await tx.query(`UPDATE ${this.name} AS t SET ${set} FROM ${source} WHERE ${match}`, [JSON.stringify(part)]);
        statements++;
      }
    }
    return statements;
  }

  private async readJsonColumns(tx: EntityManager): Promise<Set<string>> {
    const rows = await tx.query<Array<{ column_name: string }>>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND data_type IN ('json', 'jsonb')`,
      [this.name],
    );
    return new Set(rows.map((row) => row.column_name));
  }

  /** The key's entry: from memory, or (live) read once from the table. No promise when in memory. */
  private entry(key: Key): Entry | Promise<Entry> {
    const k = typeof key === 'string' ? key : key.join(SEP);
    const found = this.entries.get(k);
    if (found) {
      this.touch(found);
      return found;
    }
    // A rebuild's new row (the common case) needs neither the key's values nor a read.
    if (this.mode === 'complete' && !this.lookups && !this.spec.partial && !(this.evicting && this.dropped.mayHave(k)))
      return this.remember(k, undefined, false);
    const values = typeof key !== 'string' ? key : this.spec.key.length === 1 ? [key] : key.split(SEP);
    if (this.mode === 'live') return this.load(k, values);
    if (this.evicting && this.dropped.mayHave(k)) {
      this.readBacks++;
      return this.load(k, values);
    }
    if (this.lookups) {
      const keys = this.lookups.keys.get(this.name) ?? new Map<string, readonly string[]>();
      this.lookups.keys.set(this.name, keys.set(k, values));
    }
    // Rebuild: a row not in memory does not exist, except another projection's row (partial),
    // whose columns this one owns start from their defaults.
    const row = this.spec.partial
      ? { ...Object.fromEntries(this.spec.key.map((c, i) => [c, values[i]])), ...this.spec.partial }
      : undefined;
    return this.remember(k, row, row !== undefined);
  }

  private async load(k: string, values: readonly string[]): Promise<Entry> {
    const where = this.spec.key.map((c, i) => `"${c}" = $${i + 1}`).join(' AND ');
    const columns = this.spec.partial
      ? [...this.spec.key, ...Object.keys(this.spec.partial)].map((c) => `"${c}"`)
      : ['*'];
    const rows = await this.tx().query<Row[]>(`SELECT ${columns.join(', ')} FROM ${this.name} WHERE ${where}`, [
      ...values,
    ]);
    return this.remember(k, rows[0], rows[0] !== undefined);
  }

  private remember(k: string, row: Row | undefined, persisted: boolean): Entry {
    const entry: Entry = { k, row, persisted, dirty: null, seen: this.generation, queued: false };
    this.entries.set(k, entry);
    if (row) this.indexRow(k, row);
    if (this.evicting) this.buckets[this.buckets.length - 1]!.push(entry);
    return entry;
  }

  /** The entry was looked up in this generation (see `buckets`). */
  private touch(entry: Entry): void {
    if (entry.seen === this.generation) return;
    entry.seen = this.generation;
    if (this.evicting) this.buckets[this.buckets.length - 1]!.push(entry);
  }

  /** The entry has something to write at the next flush. */
  private queue(entry: Entry): void {
    if (entry.queued) return;
    entry.queued = true;
    this.changed.push(entry);
  }

  /** A new row (a key deleted earlier in the batch is deleted, then inserted afresh, at the flush). */
  private put(entry: Entry, k: string, row: Row): void {
    entry.row = defined(row);
    entry.dirty = null; // not persisted: inserted whole
    this.indexRow(k, entry.row);
    this.queue(entry);
  }

  private patch(entry: Entry, change: Row): void {
    const row = entry.row!;
    let reindex = false;
    for (const column in change) {
      const value = change[column];
      // As with the ORM, an undefined value leaves the column alone.
      // A persisted row's column set again to its value is still written (another projection's
      // write of the same column may be in the same flush); a new row is inserted whole anyway.
      if (value === undefined || (row[column] === value && (!entry.persisted || entry.dirty?.has(column)))) continue;
      if (row[column] !== value && this.keyColumns.has(column)) throw new Error(`${this.name}: cannot change a key`);
      if (!reindex && this.index.size > 0 && this.index.has(column)) {
        reindex = true;
        this.unindex(row);
      }
      row[column] = value;
      if (entry.persisted) {
        (entry.dirty ??= new Set()).add(column);
        this.queue(entry);
      }
    }
    if (reindex) this.indexRow(this.keyText(row), row);
  }

  private indexRow(k: string, row: Row): void {
    for (const [column, byValue] of this.index) {
      const v = String(row[column]);
      let keys = byValue.get(v);
      if (!keys) byValue.set(v, (keys = new Set()));
      keys.add(k);
    }
  }

  private unindex(row: Row): void {
    const k = this.keyText(row);
    for (const [column, byValue] of this.index) {
      const v = String(row[column]);
      const keys = byValue.get(v);
      if (keys?.delete(k) && keys.size === 0) byValue.delete(v);
    }
  }

  private keyOf(row: Row): string[] {
    return this.spec.key.map((c) => String(row[c]));
  }

  private keyText(row: Row): string {
    return this.spec.key.length === 1 ? String(row[this.spec.key[0]!]) : this.keyOf(row).join(SEP);
  }

  private pick(row: Row, columns: Set<string>): Row {
    const picked: Row = {};
    for (const c of this.spec.key) picked[c] = row[c];
    for (const c of columns) picked[c] = row[c];
    return picked;
  }
}

/** An entry's row (a named function: get() passes it to `then` without a closure per call). */
function rowOf(entry: Entry): Row | undefined {
  return entry.row;
}

/**
 * The row without its undefined values (a column left out takes its default, as with the ORM).
 * A row with none is kept as given, not copied (one object fewer per inserted row: a rebuild
 * inserts hundreds of thousands), so a row handed to insert/upsert belongs to the table from then
 * on: the projections pass a fresh object literal each time.
 */
function defined(row: Row): Row {
  let complete = true;
  for (const column in row) if (row[column] === undefined) complete = false;
  if (complete) return row;
  const result: Row = {};
  for (const column in row) if (row[column] !== undefined) result[column] = row[column];
  return result;
}

/** The row's own columns are exactly these, in this order. */
function hasColumns(row: Row, columns: readonly string[]): boolean {
  let i = 0;
  for (const column in row) if (columns[i++] !== column) return false;
  return i === columns.length;
}

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
