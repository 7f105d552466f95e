import { EntityManager } from 'typeorm';
import { DroppedKeys } from './dropped-keys';
import { Maybe } from './maybe';
import { TableStatements, chunks } from './table-statements';
import { Key, Lookups, Row, RowsMode, TableSpec } from './table-spec';

/** A key's row in memory (or that it has none), and what the table in the database holds of it. */
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

/**
 * One table of a projection's working set (ProjectionRows): its rows in memory, the row operations
 * the projections call, lookups by indexed column, and what changed since the last flush. The SQL
 * it sends is TableStatements'.
 */
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
  private readonly statements: TableStatements;
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
    this.statements = new TableStatements(name, spec, mode);
  }

  get untouched(): boolean {
    return this.entries.size === 0 && this.wheresAsked === 0;
  }

  /** Live: reads these keys and `where` lookups in one statement each (see ProjectionRows.probe). */
  async preload(keys: Map<string, readonly string[]> | undefined, wheres: Map<string, Set<string>> | undefined) {
    if (this.mode !== 'live') return;
    const missing = [...(keys ?? new Map<string, readonly string[]>())].filter(([k]) => !this.entries.has(k));
    if (missing.length > 0 && !this.spec.writeOnly) {
      for (const part of chunks(missing)) {
        const wanted = part.map(([, values]) => Object.fromEntries(this.spec.key.map((c, i) => [c, values[i]])));
        const rows = await this.statements.readKeys(this.tx(), wanted);
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
        const rows = await this.statements.readWhereIn(this.tx(), column, part);
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
    const rows = await this.statements.readMany(this.tx(), missing);
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
      const rows = await this.statements.readWhere(this.tx(), column, value);
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
    return this.statements.write(this.tx(), { deletes, inserts: inserts.values(), updates });
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
    const row = await this.statements.readKey(this.tx(), values);
    return this.remember(k, row, row !== undefined);
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
