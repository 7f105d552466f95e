import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DATABASE_URL } from '../../infrastructure/database/database-url';
import { CachedSessionStore, SessionsEnded as EndedHere } from '../../infrastructure/http/cached-session.store';
import { LIVE_CHANNEL, SessionsEnded, payloads } from '../../projections/live/live-notices';
import { LiveChannel } from './live-channel';
import { LiveStreams, hashSession } from './live-streams';

/**
 * This instance's live streams, fed by its LISTEN on the live channel (announced by whichever
 * instance leads the projections). Sign-outs made here close the session's streams at once, and
 * are announced on the same channel so the other instances close theirs.
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  readonly streams = new LiveStreams((message) => this.logger.warn(message));
  private readonly channel: LiveChannel;

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly dataSource: DataSource,
    sessions: CachedSessionStore,
  ) {
    this.channel = new LiveChannel(
      databaseUrl,
      {
        listening: (from) => this.streams.listening(from),
        received: (messages) => this.streams.received(messages),
      },
      (message) => {
        this.streams.lost();
        this.logger.warn(message);
      },
    );
    sessions.onEnded((ended) => this.sessionsEnded(ended));
  }

  onModuleInit(): void {
    this.streams.start();
    this.channel.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.streams.stop();
    await this.channel.stop();
  }

  private sessionsEnded(ended: EndedHere): void {
    const message: SessionsEnded =
      'sid' in ended
        ? { k: 'sessions-ended', s: [hashSession(ended.sid)] }
        : {
            k: 'sessions-ended',
            user: { id: ended.userId, except: ended.exceptSid ? hashSession(ended.exceptSid) : undefined },
          };
    this.streams.endSessions(message);
    // The other instances close theirs when the announcement arrives (best effort: a stream there
    // otherwise ends at its next request for a page, which finds the session gone).
    for (const payload of payloads([message])) {
      this.dataSource
        .query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload])
        .catch((error: unknown) =>
          this.logger.warn(`announcing a sign-out: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
  }
}
