import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
import { LIVE_CHANNEL, LiveNotice, liveNotices, payloads } from './live-notices';

/** Events older than this are not announced: a first start on an old log, or a long outage, replays silently. */
const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * Announces what the read models have just applied, on the PostgreSQL channel LIVE_CHANNEL, to
 * every instance (each serves its own GET /api/live streams). It runs on a runner of its own whose
 * reads stop at the read models' lowest checkpoint (LiveFeedSource), so a client that refetches on
 * an announcement reads the change. NOTIFY is transactional: the announcements leave when the
 * feed's checkpoint commits, once, in the log's order, from whichever instance holds the feed's
 * advisory lock; a new leader goes on from that checkpoint.
 */
export class LiveFeedProjection implements Projection {
  readonly name = 'live-feed';
  readonly tables: readonly string[] = [];

  constructor(private readonly options: { maxAgeMs?: number; now?: () => number } = {}) {}

  async applyBatch(events: readonly RecordedEvent[], tx: EntityManager): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    const maxAge = this.options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    const notices = events.filter((e) => now - e.recordedAt.getTime() <= maxAge).flatMap(liveNotices);
    if (notices.length === 0) return;
    await this.addPlayers(notices, tx);
    for (const payload of payloads(notices)) {
      await tx.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload]);
    }
  }

  /** A match's players (a slot reserved or joined, and its creator) hear about it without having it open. */
  private async addPlayers(notices: LiveNotice[], tx: EntityManager): Promise<void> {
    const ids = [...new Set(notices.filter((n) => n.k === 'tournament').map((n) => n.i))];
    if (ids.length === 0) return;
    const rows = await tx.query<Array<{ tournament_id: string; user_id: string }>>(
      `SELECT tournament_id, user_id FROM tournament_participants WHERE tournament_id = ANY($1)
       UNION
       SELECT id, creator_id FROM tournaments WHERE id = ANY($1)`,
      [ids],
    );
    const players = new Map<string, string[]>();
    for (const row of rows) players.set(row.tournament_id, [...(players.get(row.tournament_id) ?? []), row.user_id]);
    for (const notice of notices) {
      if (notice.k === 'tournament' && players.has(notice.i)) notice.u = players.get(notice.i);
    }
  }
}
