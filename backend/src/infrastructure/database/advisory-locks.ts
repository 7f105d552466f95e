import { DataSource, QueryRunner } from 'typeorm';

/**
 * Session-level PostgreSQL advisory locks held on one dedicated connection: whoever holds a key is
 * the only instance doing that work (a projection, the tournament process manager). If the
 * connection dies, PostgreSQL releases its locks and another instance takes over.
 */
export class AdvisoryLocks {
  private connection: QueryRunner | null = null;
  private readonly held = new Set<string>();

  constructor(private readonly dataSource: DataSource) {}

  holds(key: string): boolean {
    return this.held.has(key);
  }

  /** True when this holder has (or now took) the lock; false when another session holds it. */
  async tryLock(key: string): Promise<boolean> {
    if (this.held.has(key)) return true;
    if (!this.connection) {
      this.connection = this.dataSource.createQueryRunner();
      await this.connection.connect();
    }
    const [{ locked }] = (await this.connection.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [
      key,
    ])) as [{ locked: boolean }];
    if (locked) this.held.add(key);
    return locked;
  }

  async releaseAll(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.held.clear();
    if (connection && !connection.isReleased) {
      await connection.query(`SELECT pg_advisory_unlock_all()`).catch(() => undefined);
      await connection.release();
    }
  }
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
