import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { EVENT_STORE, EventStore, streamNames } from '../../event-store/event-store.port';
import { LEDGER_POSTING_RECORDED, LedgerPostingRecordedData } from '../../projections/wallet/platform-ledger';
import { Page, direction, paged } from '../../infrastructure/http/paging';
import { firstRow } from '../../infrastructure/database/first-row';

/** Tournaments that still matter to operations: open for joins or being played. */
const ACTIVE_STATUSES = ['waiting', 'in_progress'];
/** The unpaged users list is for pickers and small tables; past this, use the paged players list. */
export const USERS_LIST_MAX = 500;

interface PlayerSqlRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  balance: string;
  pending_balance: string;
  is_admin: boolean;
  padel_rating: string;
  pickleball_rating: string;
  is_rating_complete: boolean;
  created_at: Date;
}

/**
 * The admin screens' reads. Money stays text from SQL (numeric(12,2)) to the answer; sums are
 * done by Postgres on numerics, and platform revenue is folded in integer cents.
 */
@Injectable()
export class AdminReads {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async dashboard() {
    const [counts] = await this.dataSource.query<
      [{ players: string; tournaments: string; active: string; deposits: string }]
    >(
      `SELECT
         (SELECT count(*) FROM users WHERE is_admin = false) AS players,
         (SELECT count(*) FROM tournaments WHERE deleted_at IS NULL) AS tournaments,
         (SELECT count(*) FROM tournaments WHERE deleted_at IS NULL AND status = ANY($1)) AS active,
         (SELECT COALESCE(SUM(amount), 0)::numeric(14,2)::text FROM wallet_deposits WHERE status = 'completed') AS deposits`,
      [ACTIVE_STATUSES],
    );
    return {
      totalPlayers: Number(counts.players),
      totalTournaments: Number(counts.tournaments),
      activeTournaments: Number(counts.active),
      totalDeposits: counts.deposits,
      platformBalance: await this.platformRevenue(),
    };
  }

  /**
   * The balance of the platform's revenue account: every posting mirrored into the
   * `platform-revenue` stream (card fees, withdrawal fees, tournament platform fees), net.
   * Read from the ledger itself rather than the read tables so it matches what finance audits.
   */
  private async platformRevenue(): Promise<string> {
    const events = await this.store.readStream(streamNames().platform('revenue'));
    let cents = 0;
    for (const e of events) {
      if (e.type !== LEDGER_POSTING_RECORDED) continue;
      cents += (e.data as LedgerPostingRecordedData).netChangeCents;
    }
    return formatCents(cents);
  }

  async queues() {
    const rows = await this.dataSource.query<
      Array<{ deposits: string; withdrawals: string; disputed: string; support: string }>
    >(
      `SELECT
         (SELECT count(*) FROM wallet_deposits WHERE status = 'pending') AS deposits,
         (SELECT count(*) FROM wallet_withdrawals WHERE status = 'pending') AS withdrawals,
         (SELECT count(*) FROM tournaments WHERE deleted_at IS NULL AND status = 'in_progress'
             AND result->>'status' = 'disputed') AS disputed,
         (SELECT count(*) FROM support_messages WHERE handled_at IS NULL) AS support`,
    );
    const row = firstRow(rows, 'the queue counts');
    return {
      pendingDeposits: Number(row.deposits),
      pendingWithdrawals: Number(row.withdrawals),
      disputedMatches: Number(row.disputed),
      openSupportMessages: Number(row.support),
    };
  }

  /** Players only (admins are not players), so the total agrees with the "Total Players" tile. */
  async players(page: Page) {
    const where = `WHERE is_admin = false AND ($1::text IS NULL OR email ILIKE $1 OR
                   coalesce(first_name, '') || ' ' || coalesce(last_name, '') ILIKE $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total FROM users ${where}`, [
        page.like,
      ]),
      'the count of players',
    );
    const rows = await this.dataSource.query<PlayerSqlRow[]>(
      `${PLAYER_SELECT} ${where} ORDER BY created_at ${direction(page, 'newest')}, id LIMIT $2 OFFSET $3`,
      [page.like, page.pageSize, page.offset],
    );
    const players = rows.map(playerView);
    return { ...paged(players, total, page), players };
  }

  async users() {
    const rows = await this.dataSource.query<PlayerSqlRow[]>(`${PLAYER_SELECT} ORDER BY created_at DESC, id LIMIT $1`, [
      USERS_LIST_MAX,
    ]);
    return rows.map(playerView);
  }
}

const PLAYER_SELECT = `SELECT id, email, first_name, last_name, balance, pending_balance, is_admin, padel_rating, pickleball_rating,
                              is_rating_complete, created_at FROM users`;

function playerView(r: PlayerSqlRow) {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    balance: r.balance,
    pendingBalance: r.pending_balance,
    isAdmin: r.is_admin,
    /** Null until the player has completed a rating: the screens show 'Unranked'. */
    rating: r.is_rating_complete ? r.padel_rating : null,
    padelRating: r.padel_rating,
    pickleballRating: r.pickleball_rating,
    createdAt: r.created_at.toISOString(),
  };
}
