import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryInMinutes: number };

interface Counter {
  key: string;
  attempts: number;
  window_started_at: Date;
}

/**
 * Sign-in attempts, counted in PostgreSQL so every app instance sees the same numbers. Each attempt
 * is reserved by one atomic upsert BEFORE the password is checked, so a parallel burst cannot slip
 * past the limit; a correct password then gives its reservation back.
 *
 * Three counters per fixed window (docs/decisions.md "Sign-in throttle"):
 * - e-mail from one address: LOGIN_MAX_FAILURES_PER_EMAIL tries, then 429 for that pair;
 * - e-mail from all addresses, and address over all e-mails: past their limits they refuse only
 *   addresses that already failed on this e-mail. So a spread-out attack cannot lock the owner
 *   out, and a noisy address (a shared NAT) cannot lock out others behind it from their own accounts.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reserve(email: string, address: string): Promise<ThrottleVerdict> {
    const { maxFailuresPerEmail, maxFailuresPerAccount, maxFailuresPerAddress, windowMinutes } =
      this.config.loginThrottle;
    const keys = { pair: pairKey(email, address), account: accountKey(email), address: addressKey(address) };
    // Rows are always locked in the order pair, account, address: two attempts share either one
    // key or all three, so concurrent upserts cannot deadlock.
    const rows = await this.dataSource.query<Counter[]>(
      `INSERT INTO login_attempts AS a (key, attempts, window_started_at)
       VALUES ($1, 1, now()), ($2, 1, now()), ($3, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN a.window_started_at <= now() - make_interval(mins => $4) THEN 1 ELSE a.attempts + 1 END,
         window_started_at = CASE WHEN a.window_started_at <= now() - make_interval(mins => $4)
                                  THEN now() ELSE a.window_started_at END
       RETURNING key, attempts, window_started_at`,
      [keys.pair, keys.account, keys.address, windowMinutes],
    );
    if (Math.random() < PRUNE_ODDS) this.prune(windowMinutes);
    const row = (key: string): Counter =>
      rows.find((r) => r.key === key) ?? { key, attempts: 1, window_started_at: new Date() };
    const [pair, account, addressRow] = [row(keys.pair), row(keys.account), row(keys.address)];
    // Attempts before this one (the counts include the attempt just reserved).
    const triedHere = pair.attempts - 1;
    const blocking = [
      triedHere >= maxFailuresPerEmail ? pair : null,
      triedHere >= 1 && account.attempts - 1 >= maxFailuresPerAccount ? account : null,
      triedHere >= 1 && addressRow.attempts - 1 >= maxFailuresPerAddress ? addressRow : null,
    ].find((row) => row !== null);
    if (!blocking) return { allowed: true };
    const unblockAt = blocking.window_started_at.getTime() + windowMinutes * 60_000;
    return { allowed: false, retryInMinutes: Math.max(1, Math.ceil((unblockAt - Date.now()) / 60_000)) };
  }

  /** `reserve`, throwing the 429 when refused (every step that checks a credential uses it). */
  async reserveOrRefuse(email: string, address: string): Promise<void> {
    const verdict = await this.reserve(email, address);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryInMinutes);
  }

  /** Counters whose window has passed mean nothing any more; now and then, drop them (sprayed e-mails add rows). */
  private prune(windowMinutes: number): void {
    this.dataSource
      .query(`DELETE FROM login_attempts WHERE window_started_at < now() - make_interval(mins => $1)`, [windowMinutes])
      .catch(() => undefined); // best effort: the next prune tries again
  }

  /**
   * A correct password: clears the e-mail's counters (its owner is back) and gives this attempt's
   * reservation back to the address, whose other failures stay counted against spraying.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE key = ANY($1)`, [
      [pairKey(email, address), accountKey(email)],
    ]);
    await this.dataSource.query(`UPDATE login_attempts SET attempts = greatest(attempts - 1, 0) WHERE key = $1`, [
      addressKey(address),
    ]);
  }
}

const PRUNE_ODDS = 0.01;
const normalized = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `pair:${normalized(email)}|${address}`;
const accountKey = (email: string) => `account:${normalized(email)}`;
const addressKey = (address: string) => `address:${address}`;

export function tooManyAttempts(minutes: number): HttpException {
  return new HttpException(
    {
      message: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      code: 'AUTH.TOO_MANY_ATTEMPTS',
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
