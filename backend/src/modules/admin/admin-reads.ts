import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { EVENT_STORE, EventStore, streamNames } from '../../event-store/event-store.port';
import { LEDGER_POSTING_RECORDED, LedgerPostingRecordedData } from '../../projections/wallet/platform-ledger';
import { Page } from './admin-page.dto';

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

  async players(page: Page) {
    const [{ total }] = await this.dataSource.query<[{ total: string }]>(`SELECT count(*) AS total FROM users`);
    const rows = await this.dataSource.query<PlayerSqlRow[]>(
      `${PLAYER_SELECT} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const players = rows.map(playerView);
    return { total: Number(total), page: page.page, limit: page.limit, items: players, players };
  }

  async users() {
    const rows = await this.dataSource.query<PlayerSqlRow[]>(`${PLAYER_SELECT} ORDER BY created_at DESC, id LIMIT $1`, [
      USERS_LIST_MAX,
    ]);
    return rows.map(playerView);
  }

  async tournaments(page: Page) {
    const [{ total }] = await this.dataSource.query<[{ total: string }]>(
      `SELECT count(*) AS total FROM tournaments WHERE deleted_at IS NULL`,
    );
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        name: string;
        game: string;
        location: string | null;
        status: string;
        current_players: number;
        max_players: number;
        entry_fee: string;
        prize_pool: string;
        platform_fee: string;
        creator_id: string;
        first_name: string | null;
        last_name: string | null;
        start_time: Date;
        created_at: Date;
      }>
    >(
      `SELECT t.id, t.name, t.game, t.location, t.status, t.current_players, t.max_players, t.entry_fee, t.prize_pool, t.platform_fee,
              t.creator_id, u.first_name, u.last_name, t.start_time, t.created_at
         FROM tournaments t LEFT JOIN users u ON u.id = t.creator_id
        WHERE t.deleted_at IS NULL
        ORDER BY t.created_at DESC, t.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const tournaments = rows.map((r) => ({
      id: r.id,
      name: r.name,
      game: r.game,
      location: r.location,
      status: r.status,
      currentPlayers: r.current_players,
      maxPlayers: r.max_players,
      entryFee: r.entry_fee,
      prizePool: r.prize_pool,
      platformFee: r.platform_fee,
      creatorId: r.creator_id,
      creator: { firstName: r.first_name, lastName: r.last_name },
      startTime: r.start_time.toISOString(),
      createdAt: r.created_at.toISOString(),
    }));
    return { total: Number(total), page: page.page, limit: page.limit, items: tournaments, tournaments };
  }

  async transactions(page: Page) {
    const [{ total }] = await this.dataSource.query<[{ total: string }]>(`SELECT count(*) AS total FROM transactions`);
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        user_id: string;
        type: string;
        amount: string;
        fee: string;
        description: string | null;
        status: string;
        tournament_id: string | null;
        created_at: Date;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
      }>
    >(
      `SELECT x.id, x.user_id, x.type, x.amount, x.fee, x.description, x.status, x.tournament_id, x.created_at,
              u.email, u.first_name, u.last_name
         FROM transactions x LEFT JOIN users u ON u.id = x.user_id
        ORDER BY x.created_at DESC, x.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const transactions = rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      user: { email: r.email, firstName: r.first_name, lastName: r.last_name },
      type: r.type,
      amount: r.amount,
      fee: r.fee,
      description: r.description,
      status: r.status,
      tournamentId: r.tournament_id,
      createdAt: r.created_at.toISOString(),
    }));
    return { total: Number(total), page: page.page, limit: page.limit, items: transactions, transactions };
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
