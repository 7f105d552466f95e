import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DATABASE_URL } from '../../infrastructure/database/database-url';
import {
  CachedSessionStore,
  SessionsEnded as EndedHere,
  hashSession,
} from '../../infrastructure/http/cached-session.store';
import { parsePositionId } from '../../event-store/event-store.port';
import { LIVE_CHANNEL, LiveMessage, SessionsEnded, payloads } from '../../projections/live/live-notices';
import { SignedInUsers } from '../identity/identity.public';
import { LiveChannel } from './live-channel';
import { LiveStreams } from './live-streams';

/**
 * This instance's live streams, fed by its LISTEN on the live channel (announced by whichever
 * instance leads the projections). Sign-outs made here close the session's streams at once, and
 * are announced on the same channel so the other instances close theirs and forget the session;
 * announced changes of a user make every instance forget its cached row (docs/decisions/read-your-writes.md).
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  readonly streams = new LiveStreams((message) => this.logger.warn(message));
  private readonly channel: LiveChannel;

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly dataSource: DataSource,
    private readonly sessions: CachedSessionStore,
    private readonly signedInUsers: SignedInUsers,
  ) {
    this.channel = new LiveChannel(
      databaseUrl,
      {
        listening: (from) => this.streams.listening(from),
        received: (messages) => {
          this.streams.received(messages);
          this.changedElsewhere(messages);
        },
      },
      (message) => {
        this.streams.lost();
        this.logger.warn(message);
      },
    );
    sessions.onEnded((ended) => this.sessionsEnded(ended));
  }

  /**
   * Every instance forgets at once what it cached of a session signed out, or a user changed (a
   * role, a suspension, a password), wherever that happened (its own announcements included).
   */
  private changedElsewhere(messages: readonly LiveMessage[]): void {
    for (const message of messages) {
      if (message.k === 'sessions-ended') {
        this.sessions.endedElsewhere({
          sidHashes: message.s,
          user: message.user && { id: message.user.id, exceptHash: message.user.except },
        });
      } else if (message.k === 'account') {
        const position = parsePositionId(message.p);
        if (position) this.signedInUsers.changed(message.i, position);
      }
    }
  }

  onModuleInit(): void {
    this.streams.start();
    this.channel.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.streams.stop();
    await this.channel.stop();
  }

  private async sessionsEnded(ended: EndedHere): Promise<void> {
    const message: SessionsEnded =
      'sid' in ended
        ? { k: 'sessions-ended', s: [hashSession(ended.sid)] }
        : {
            k: 'sessions-ended',
            user: { id: ended.userId, except: ended.exceptSid ? hashSession(ended.exceptSid) : undefined },
          };
    this.streams.endSessions(message);
    // The other instances close their streams and forget the session when the announcement
    // arrives, which the sign-out's answer waits for. Should it be lost (the database blinked),
    // their cached copy of the session ends within the session cache's few seconds.
    for (const payload of payloads([message])) {
      await this.dataSource
        .query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload])
        .catch((error: unknown) =>
          this.logger.warn(`announcing a sign-out: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
  }
}
