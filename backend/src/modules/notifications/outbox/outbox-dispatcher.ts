import { DataSource } from 'typeorm';
import { MessageTransport, OutboundMessage } from './message-transport.port';

export interface OutboxDispatcherOptions {
  batchSize?: number;
  /** After this many failed attempts a message is `failed` and left for a person to look at. */
  maxAttempts?: number;
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed message is ours; a crashed sender's messages are retried after it. */
  leaseMs?: number;
  intervalMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
  /** Only these channels are claimed; the others stay queued (no transport configured for them). */
  channels?: Array<'email' | 'sms'>;
}

interface ClaimedRow extends OutboundMessage {
  attempts: number;
}

/**
 * Sends what the notifications projection queued in `outbox`. A message is claimed in a short
 * transaction (status `sending` with a lease, FOR UPDATE SKIP LOCKED, so two instances never
 * claim the same row), sent outside any transaction (a long one would hold the projections'
 * readers back), then marked `sent`, or `pending` again with an exponential back-off.
 * A `sent` row is never sent again. A crash between the provider's answer and the mark sends
 * it again after the lease: delivery is at least once, and the row id goes along as the
 * provider's idempotency key.
 */
export class OutboxDispatcher {
  private pass: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly o: Required<Omit<OutboxDispatcherOptions, 'log'>> & Pick<OutboxDispatcherOptions, 'log'>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MessageTransport,
    options: OutboxDispatcherOptions = {},
  ) {
    this.o = {
      batchSize: 20,
      maxAttempts: 8,
      baseDelayMs: 30_000,
      maxDelayMs: 60 * 60_000,
      leaseMs: 60_000,
      intervalMs: 1000,
      now: () => new Date(),
      channels: ['email', 'sms'],
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass.catch(() => undefined);
  }

  /** Sends every message due now; returns how many were sent. Passes in one process run one at a time. */
  dispatchDue(): Promise<number> {
    const next = this.pass.catch(() => 0).then(() => this.runPass());
    this.pass = next;
    return next;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.dispatchDue()
        .catch((error: unknown) => this.o.log?.(`outbox: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.schedule());
    }, this.o.intervalMs);
  }

  private async runPass(): Promise<number> {
    let sent = 0;
    for (const row of await this.claim()) {
      if (await this.deliver(row)) sent += 1;
    }
    return sent;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.o.now();
    const rows = await this.dataSource.query<[ClaimedRow[], number] | ClaimedRow[]>(
      `UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, lease_until = $2
         FROM (SELECT id FROM outbox
                WHERE ((status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1))
                  AND channel = ANY($4::text[])
                ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED) due
        WHERE o.id = due.id
      RETURNING o.id, o.channel, o.recipient, o.subject, o.body, o.link, o.attempts`,
      [now, new Date(now.getTime() + this.o.leaseMs), this.o.batchSize, this.o.channels],
    );
    // TypeORM answers UPDATE ... RETURNING as [rows, affected] on PostgreSQL.
    return (Array.isArray(rows[0]) ? rows[0] : rows) as ClaimedRow[];
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const message: OutboundMessage = {
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      link: row.link,
    };
    try {
      await withTimeout(this.transport.send(message), this.o.leaseMs / 2);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(this.o.now().getTime() + this.backoffMs(row.attempts));
      await this.dataSource.query(
        `UPDATE outbox SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
                next_attempt_at = $4, lease_until = NULL, last_error = $5
          WHERE id = $1 AND status = 'sending' AND attempts = $2`,
        [row.id, row.attempts, this.o.maxAttempts, retryAt, reason.slice(0, 1000)],
      );
      this.o.log?.(`outbox: ${row.channel} ${row.id} failed (attempt ${row.attempts}): ${reason}`);
      return false;
    }
    await this.dataSource.query(
      `UPDATE outbox SET status = 'sent', sent_at = $3, lease_until = NULL, last_error = NULL
        WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [row.id, row.attempts, this.o.now()],
    );
    return true;
  }

  /** 30 s, 1 min, 2 min, 4 min … capped (defaults). */
  private backoffMs(attempts: number): number {
    return Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the transport did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
