export type Row = Record<string, unknown>;
export type Key = string | readonly string[];

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
