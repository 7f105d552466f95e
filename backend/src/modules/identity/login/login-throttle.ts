import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

/**
 * Failed sign-ins are counted per e-mail and per client address over a sliding window, in
 * PostgreSQL so that every app instance sees the same counts.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Minutes until the caller may try again, or 0 when it may try now. */
  async blockedForMinutes(email: string, address: string): Promise<number> {
    const { maxFailuresPerEmail, maxFailuresPerAddress, windowMinutes } = this.config.loginThrottle;
    const rows = await this.dataSource.query<Array<{ key: string; failures: number; oldest: Date }>>(
      `SELECT key, count(*)::int AS failures, min(failed_at) AS oldest
         FROM login_failures
        WHERE key = ANY($1) AND failed_at > now() - make_interval(mins => $2)
        GROUP BY key`,
      [[emailKey(email), addressKey(address)], windowMinutes],
    );
    for (const row of rows) {
      const limit = row.key.startsWith('email:') ? maxFailuresPerEmail : maxFailuresPerAddress;
      if (row.failures >= limit) {
        const unblockAt = row.oldest.getTime() + windowMinutes * 60_000;
        return Math.max(1, Math.ceil((unblockAt - Date.now()) / 60_000));
      }
    }
    return 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO login_failures (key) VALUES ($1), ($2)`, [
      emailKey(email),
      addressKey(address),
    ]);
  }

  /** A successful sign-in clears that e-mail's failures (the address's count stays, against spraying). */
  async recordSuccess(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [emailKey(email)]);
  }
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;
