import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** 429 with a sentence; the error filter adds `Retry-After` (seconds). */
export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, code }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface SendLimit {
  /** What is counted, e.g. `reset-mail:<hash of the address>`. */
  key: string;
  max: number;
  windowMs: number;
  /** The refusal's sentence, given the wait in minutes. */
  message: (retryInMinutes: number) => string;
  code: string;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** An address as part of a key: hashed, so the table names nobody. */
export function addressKey(kind: string, address: string): string {
  return `${kind}:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
}

/**
 * What a player can make the platform send, counted in PostgreSQL (one atomic upsert per send, so
 * a parallel burst and every app instance see one count), in fixed windows. Counted before anything
 * is looked up, so the count (and a refusal) is the same whether or not an account exists.
 */
@Injectable()
export class SendLimits {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one send against every limit; refuses with the first that is exceeded (the sends already counted stay counted). */
  async take(...limits: SendLimit[]): Promise<void> {
    for (const limit of limits) {
      const [row] = await this.dataSource.query<Array<{ count: number; window_started_at: Date }>>(
        `INSERT INTO send_limits AS l (key, count, window_started_at) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
           window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2)
                                    THEN now() ELSE l.window_started_at END
         RETURNING count, window_started_at`,
        [limit.key, limit.windowMs / 1000],
      );
      if (!row || row.count <= limit.max) continue;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((row.window_started_at.getTime() + limit.windowMs - Date.now()) / 1000),
      );
      throw new TooManyRequests(limit.message(Math.ceil(retryAfterSeconds / 60)), limit.code, retryAfterSeconds);
    }
  }
}

/** "5 minutes", "1 minute", "3 hours". */
export function waitText(minutes: number): string {
  if (minutes >= 120) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
