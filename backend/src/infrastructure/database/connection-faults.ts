import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

const GUARDED = Symbol('courtcash.connection-guard');

/**
 * A pg client whose server connection drops (pg_terminate_backend, a PostgreSQL restart, a network
 * blip) emits 'error'. pg-pool listens only while the client is idle; a client checked out for a
 * transaction, an advisory lock or a TypeORM query runner has no listener, and an 'error' event
 * without one kills the process. This gives every client of the pool, idle or checked out, a
 * listener for its whole life: the query in flight still rejects (its caller answers or retries),
 * pg marks the client unusable, and the pool discards it on release.
 */
export function guardPool(pool: Pool, name: string, log: (message: string) => void): Pool {
  const report = throttledReport(name, log);
  pool.on('error', report);
  const guard = (client: PoolClient) => {
    const marked = client as PoolClient & { [GUARDED]?: true };
    if (marked[GUARDED]) return;
    marked[GUARDED] = true;
    client.on('error', report);
  };
  pool.on('connect', guard);
  // 'acquire' also covers clients created before this guard was attached (TypeORM's start-up ones).
  pool.on('acquire', guard);
  return pool;
}

/** The same guard on the pool inside a TypeORM DataSource (PostgreSQL driver). */
export function guardDataSource(dataSource: DataSource, name: string, log: (message: string) => void): void {
  const master = (dataSource.driver as unknown as { master?: Pool }).master;
  if (master) guardPool(master, name, log);
}

/**
 * Errors that mean "the database could not be reached or dropped the connection": the request may
 * be retried later; it is not a bug in the request or in the code. Connection exceptions (class 08),
 * administrator / crash shutdown and "cannot connect now" (57P01-57P03), too many connections
 * (53300), a database closed to connections, and the driver's own socket-level failures.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
    const name = typeof e.name === 'string' ? e.name : '';
    if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}

/**
 * Of those, the failures that happen before a statement reaches the server (no connection could be
 * made or the server refused it at the door): a command that got one of these certainly did nothing.
 * The others (a connection cut mid-statement) leave its outcome unknown.
 */
export function failedBeforeSending(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (['57P03', '53300', 'ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (NOT_SENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}

const NOT_SENT_MESSAGES = [
  /timeout exceeded when trying to connect/,
  /is not currently accepting connections/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /Connection ended unexpectedly/,
  /the database system is (starting up|shutting down|in recovery mode)/,
  /is not currently accepting connections/,
];

/** One line per pool per 5 s at most: terminating 20 connections must not print 40 stack traces. */
function throttledReport(name: string, log: (message: string) => void): (error: Error) => void {
  let lastAt = 0;
  let suppressed = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - lastAt < 5000) {
      suppressed += 1;
      return;
    }
    const more = suppressed > 0 ? ` (and ${suppressed} more since the last report)` : '';
    lastAt = now;
    suppressed = 0;
    log(`database connection lost (${name}): ${error.message}${more}; the pool opens a new one on the next query`);
  };
}
