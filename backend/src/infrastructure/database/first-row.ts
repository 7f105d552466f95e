/**
 * The first row of a query result that always returns one (an aggregate such as `count(*)`, a
 * `SELECT pg_try_advisory_lock(...)`), typed without `undefined`. A missing row is a bug, so it
 * throws a clear Error instead of failing later on `undefined`.
 */
export function firstRow<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}
