import { EntityManager } from 'typeorm';
import { copyRows } from './copy-rows';
import { Row, RowsMode, TableSpec } from './table-spec';

/** Rows per statement: each statement takes its rows as one JSON parameter. */
const CHUNK = 5000;

/** What a flush writes to one table (RowTable.flush collects it from the rows that changed). */
export interface TableChanges {
  /** The keys of stored rows deleted. */
  deletes: Row[];
  /** New rows, grouped by their columns (in the order they were set). */
  inserts: Iterable<{ columns: string[]; rows: Row[] }>;
  /** Stored rows' changed columns (sorted, joined by commas) → each row's key and those columns. */
  updates: Map<string, Row[]>;
}

/**
 * One table's SQL, for RowTable: the reads of rows not in memory and the set-based writes of a
 * flush (multi-row INSERT or COPY, UPDATE … FROM, DELETE … USING). Rows go to PostgreSQL as one
 * JSON parameter per statement, turned back into the table's row type by json_populate_recordset.
 */
export class TableStatements {
  /** The rows of a statement's JSON parameter, as `v`. */
  private readonly source: string;
  /** `t`'s row is `v`'s (the key columns are equal). */
  private readonly match: string;
  /** The columns a read returns, with and without the `t.` alias: a table another projection owns (partial) reads only its key and the columns this one updates. */
  private readonly aliasedColumns: string;
  private readonly columns: string;
  /** The table's json/jsonb columns (read once, for COPY's text format). */
  private jsonColumns: Promise<Set<string>> | null = null;

  constructor(
    private readonly name: string,
    private readonly spec: TableSpec,
    private readonly mode: RowsMode,
  ) {
    this.source = `json_populate_recordset(NULL::${name}, $1::json) AS v`;
    this.match = spec.key.map((c) => `t."${c}" = v."${c}"`).join(' AND ');
    const read = spec.partial ? [...spec.key, ...Object.keys(spec.partial)] : null;
    this.aliasedColumns = read ? read.map((c) => `t."${c}"`).join(', ') : 't.*';
    this.columns = read ? read.map((c) => `"${c}"`).join(', ') : '*';
  }

  /** The stored rows with these keys (each wanted row holds a key's columns). */
  readKeys(tx: EntityManager, wanted: Row[]): Promise<Row[]> {
    return tx.query<Row[]>(
      `SELECT ${this.aliasedColumns} FROM ${this.name} AS t JOIN ${this.source} ON ${this.match}`,
      [JSON.stringify(wanted)],
    );
  }

  /** The stored rows whose `column` holds one of these values. */
  readWhereIn(tx: EntityManager, column: string, values: string[]): Promise<Row[]> {
    return tx.query<Row[]>(
      `SELECT ${this.aliasedColumns} FROM ${this.name} AS t WHERE t."${column}" IN (SELECT v."${column}" FROM ${this.source})`,
      [JSON.stringify(values.map((v) => ({ [column]: v })))],
    );
  }

  /** The stored rows whose `column` equals `value`, whole. */
  readWhere(tx: EntityManager, column: string, value: unknown): Promise<Row[]> {
    return tx.query<Row[]>(`SELECT * FROM ${this.name} WHERE "${column}" = $1`, [value]);
  }

  /** The stored rows of these keys of a single-column key, whole. */
  readMany(tx: EntityManager, keys: string[]): Promise<Row[]> {
    return tx.query<Row[]>(`SELECT * FROM ${this.name} WHERE "${this.spec.key[0]}" = ANY($1::text[])`, [keys]);
  }

  /** The stored row of one key (its columns' values in the spec's key order), or undefined. */
  async readKey(tx: EntityManager, values: readonly string[]): Promise<Row | undefined> {
    const where = this.spec.key.map((c, i) => `"${c}" = $${i + 1}`).join(' AND ');
    const rows = await tx.query<Row[]>(`SELECT ${this.columns} FROM ${this.name} WHERE ${where}`, [...values]);
    return rows[0];
  }

  /** Writes a flush's changes: deletes, then inserts, then updates. Returns the number of statements sent. */
  async write(tx: EntityManager, { deletes, inserts, updates }: TableChanges): Promise<number> {
    let statements = 0;
    for (const part of chunks(deletes)) {
      await tx.query(`DELETE FROM ${this.name} AS t USING ${this.source} WHERE ${this.match}`, [JSON.stringify(part)]);
      statements++;
    }
    for (const { columns, rows } of inserts) statements += await this.insert(tx, columns, rows);
    for (const [signature, rows] of updates) {
      const set = signature
        .split(',')
        .map((c) => `"${c}" = v."${c}"`)
        .join(', ');
      for (const part of chunks(rows)) {
        await tx.query(`UPDATE ${this.name} AS t SET ${set} FROM ${this.source} WHERE ${this.match}`, [
          JSON.stringify(part),
        ]);
        statements++;
      }
    }
    return statements;
  }

  /**
   * A rebuild inserts into emptied tables: COPY (see copyRows). The live path and the outbox
   * (ON CONFLICT DO NOTHING, which COPY cannot do) insert from JSON.
   */
  private async insert(tx: EntityManager, names: string[], rows: Row[]): Promise<number> {
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
      }
      if (copied > 0) return copied;
    }
    const columns = names.map((c) => `"${c}"`).join(', ');
    const conflict = this.spec.writeOnly ? ' ON CONFLICT DO NOTHING' : '';
    let statements = 0;
    for (const part of chunks(rows)) {
      await tx.query(`INSERT INTO ${this.name} (${columns}) SELECT ${columns} FROM ${this.source}${conflict}`, [
        JSON.stringify(part),
      ]);
      statements++;
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
}

/** The items in parts of at most CHUNK (one statement each). */
export function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
