import { DataSource, QueryRunner } from 'typeorm';
import { firstRow } from './first-row';

/**
 * Session-level PostgreSQL advisory locks held on one dedicated connection: whoever holds a key is
 * the only instance doing that work (a projection, the tournament process manager). If the
 * connection dies, PostgreSQL releases its locks and another instance takes over.
 */
export class AdvisoryLocks {
  private connection: QueryRunner | null = null;
  private readonly held = new Set<string>();
  private unwatch: () => void = () => undefined;

  /** `onLost` runs when the connection drops: every lock it held is gone (another instance may take them). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly onLost: () => void = () => undefined,
  ) {}

  holds(key: string): boolean {
    return this.held.has(key);
  }

  /** True when this holder has (or now took) the lock; false when another session holds it. */
  async tryLock(key: string): Promise<boolean> {
    if (this.held.has(key)) return true;
    const connection = this.connection ?? (await this.open());
    try {
      const rows = (await connection.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [key])) as Array<{
        locked: boolean;
      }>;
      const { locked } = firstRow(rows, 'pg_try_advisory_lock');
      if (locked) this.held.add(key);
      return locked;
    } catch (error) {
      // Start over on a fresh connection; if this one still lives, it must not go back to the pool
      // holding locks.
      await connection.query(`SELECT pg_advisory_unlock_all()`).catch(() => undefined);
      this.lose(connection);
      throw error;
    }
  }

  /**
   * The dedicated connection, watched: when the server drops it, PostgreSQL has released its locks,
   * so this holder forgets them at once instead of believing it still leads.
   */
  private async open(): Promise<QueryRunner> {
    const connection = this.dataSource.createQueryRunner();
    const client = (await connection.connect()) as Watchable;
    const onDrop = () => this.lose(connection);
    client.on('error', onDrop);
    client.on('end', onDrop);
    this.unwatch = () => {
      client.removeListener('error', onDrop);
      client.removeListener('end', onDrop);
    };
    this.connection = connection;
    return connection;
  }

  private lose(connection: QueryRunner): void {
    if (this.connection !== connection) return;
    this.connection = null;
    this.unwatch();
    const hadLocks = this.held.size > 0;
    this.held.clear();
    if (!connection.isReleased) void connection.release().catch(() => undefined);
    if (hadLocks) this.onLost();
  }

  async releaseAll(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.unwatch();
    this.held.clear();
    if (connection && !connection.isReleased) {
      await connection.query(`SELECT pg_advisory_unlock_all()`).catch(() => undefined);
      await connection.release();
    }
  }
}

interface Watchable {
  on(event: 'error' | 'end', listener: () => void): void;
  removeListener(event: 'error' | 'end', listener: () => void): void;
}

/** A sleep that `wake()` cuts short (a loop woken by new work instead of waiting out its interval). */
export class WakeableSleep {
  private wakeUp: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeUp = null;
        resolve();
      }, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
    });
  }

  wake(): void {
    this.wakeUp?.();
  }
}
