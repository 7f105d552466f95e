import { Client, Notification } from 'pg';
import { GlobalPosition, START_POSITION } from '../../event-store/event-store.port';
import { LIVE_CHANNEL, LiveMessage } from '../../projections/live/live-notices';

const MAX_BACK_OFF_MS = 5_000;

export interface LiveChannelListener {
  /**
   * Listening (again): every announcement after `from` (the feed's checkpoint once LISTEN was
   * active) will arrive; anything before it may have been missed while not listening.
   */
  listening(from: GlobalPosition): void;
  received(messages: LiveMessage[]): void;
}

/**
 * This instance's LISTEN on the live channel: one dedicated connection, owned here. A dropped
 * connection is reported and opened again with back-off (the streams are told they may have
 * missed something); it never takes the process down.
 */
export class LiveChannel {
  private client: Client | null = null;
  private running = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly listener: LiveChannelListener,
    private readonly log: (message: string) => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      if (!this.running) return;
      if (this.failures++ === 0) this.log(`live channel: ${error?.message ?? 'connection closed'}; listening again`);
      const wait = Math.min(MAX_BACK_OFF_MS, 250 * 2 ** Math.min(this.failures, 5));
      this.retry = setTimeout(() => void this.connect(), wait);
      this.retry.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message: Notification) => this.receive(message));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      const { rows } = await client.query<{ commit_position: string; prepare_position: string }>(
        `SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = 'live-feed'`,
      );
      if (!this.running) return void client.end().catch(() => undefined);
      this.client = client;
      this.failures = 0;
      const row = rows[0];
      this.listener.listening(
        row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START_POSITION,
      );
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private receive(message: Notification): void {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    try {
      this.listener.received(JSON.parse(message.payload) as LiveMessage[]);
    } catch (error) {
      this.log(`live channel: unreadable announcement (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
