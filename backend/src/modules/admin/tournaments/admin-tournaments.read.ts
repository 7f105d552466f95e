import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, direction, paged } from '../../../infrastructure/http/paging';
import { ResultJson, RulingJson } from '../../../projections/tournaments/tournament.entities';
import { AdminTournamentStatus } from './admin-tournaments.query';
import { firstRow } from '../../../infrastructure/database/first-row';

interface TournamentSqlRow {
  id: string;
  name: string;
  game: string;
  location: string | null;
  status: string;
  current_players: number;
  max_players: number;
  entry_fee: string;
  court_fee: string;
  total_fee_per_player: string;
  pool: string;
  prize_pool: string;
  platform_fee: string;
  creator_id: string;
  first_name: string | null;
  last_name: string | null;
  start_time: Date;
  created_at: Date;
  result: ResultJson | null;
  ruling: RulingJson | null;
  escrowed: string;
}

interface PersonSqlRow {
  tournament_id: string;
  user_id: string;
  team_number: number;
  position: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** A match whose result is disputed: still `in_progress` in the read model, shown as `disputed`. */
const DISPUTED = `(t.status = 'in_progress' AND t.result->>'status' = 'disputed')`;
const STATUS_FILTER: Record<AdminTournamentStatus, string> = {
  waiting: `t.status = 'waiting'`,
  in_progress: `t.status = 'in_progress' AND NOT ${DISPUTED}`,
  disputed: DISPUTED,
  completed: `t.status = 'completed'`,
  cancelled: `t.status = 'cancelled'`,
};

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * The admin's tournament list and the disputed queue (the same list filtered by status). Every item
 * carries the players, the reported result and the dispute, so a ruling needs no second request.
 */
@Injectable()
export class AdminTournamentsRead {
  constructor(private readonly dataSource: DataSource) {}

  async list(page: Page, status?: AdminTournamentStatus) {
    const where = `WHERE t.deleted_at IS NULL AND ${status ? STATUS_FILTER[status] : 'true'}
                     AND ($1::text IS NULL OR t.name ILIKE $1 OR t.id ILIKE $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total FROM tournaments t ${where}`, [
        page.like,
      ]),
      'the count of tournaments',
    );
    // The disputed queue is worked oldest first; every other list shows the newest first.
    const dir = direction(page, status === 'disputed' ? 'oldest' : 'newest');
    const order =
      status === 'disputed'
        ? `(t.result->>'disputedAt') ${dir} NULLS FIRST, t.updated_at ${dir}, t.id`
        : `t.created_at ${dir}, t.id`;
    const rows = await this.dataSource.query<TournamentSqlRow[]>(
      `SELECT t.id, t.name, t.game, t.location, t.status, t.current_players, t.max_players, t.entry_fee, t.court_fee,
              t.total_fee_per_player, t.pool, t.prize_pool, t.platform_fee, t.creator_id, u.first_name, u.last_name,
              t.start_time, t.created_at, t.result, t.ruling,
              (SELECT COALESCE(SUM(p.amount), 0)::numeric(14,2)::text FROM tournament_participants p
                WHERE p.tournament_id = t.id AND p.status = 'joined' AND t.status IN ('waiting', 'in_progress')) AS escrowed
         FROM tournaments t LEFT JOIN users u ON u.id = t.creator_id
        ${where}
        ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [page.like, page.pageSize, page.offset],
    );
    const people = await this.people(
      rows.map((r) => r.id),
      rows,
    );
    const tournaments = rows.map((r) => view(r, people));
    return { ...paged(tournaments, total, page), tournaments };
  }

  private async people(ids: string[], rows: TournamentSqlRow[]) {
    const players =
      ids.length === 0
        ? []
        : await this.dataSource.query<PersonSqlRow[]>(
            `SELECT p.tournament_id, p.user_id, p.team_number, p.position, u.email, u.first_name, u.last_name
               FROM tournament_participants p LEFT JOIN users u ON u.id = p.user_id
              WHERE p.tournament_id = ANY($1) AND p.status = 'joined'
              ORDER BY p.team_number, p.position`,
            [ids],
          );
    const extraIds = rows.flatMap((r) => [r.result?.reportedBy, r.result?.disputedBy, r.ruling?.by]);
    const ids2 = [...new Set(extraIds.filter((id): id is string => typeof id === 'string'))];
    const users =
      ids2.length === 0
        ? []
        : await this.dataSource.query<
            Array<{ id: string; email: string; first_name: string | null; last_name: string | null }>
          >(`SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1)`, [ids2]);
    const who = new Map(users.map((u) => [u.id, { id: u.id, email: u.email, name: name(u.first_name, u.last_name) }]));
    return { players, who };
  }
}

function view(r: TournamentSqlRow, { players, who }: Awaited<ReturnType<AdminTournamentsRead['people']>>) {
  const disputed = r.status === 'in_progress' && r.result?.status === 'disputed';
  const person = (id: string | null | undefined) => (id ? (who.get(id) ?? { id, email: null, name: '' }) : null);
  const result = r.result;
  return {
    id: r.id,
    name: r.name,
    game: r.game,
    location: r.location,
    status: disputed ? 'disputed' : r.status,
    currentPlayers: r.current_players,
    maxPlayers: r.max_players,
    entryFee: r.entry_fee,
    courtFee: r.court_fee,
    totalFeePerPlayer: r.total_fee_per_player,
    pool: r.pool,
    prizePool: r.prize_pool,
    platformFee: r.platform_fee,
    /** What is frozen in escrow right now (the joined players' fees while the match is open). */
    escrowed: r.escrowed,
    creatorId: r.creator_id,
    creator: { firstName: r.first_name, lastName: r.last_name },
    startTime: r.start_time.toISOString(),
    createdAt: r.created_at.toISOString(),
    players: players
      .filter((p) => p.tournament_id === r.id)
      .map((p) => ({
        userId: p.user_id,
        email: p.email,
        name: name(p.first_name, p.last_name),
        teamNumber: p.team_number,
        position: p.position,
      })),
    report: result?.reportedBy
      ? {
          reportedBy: person(result.reportedBy),
          reporterTeam: result.reporterTeam,
          winningTeam: result.winningTeam,
          setScores: result.setScores,
          reportedAt: result.reportedAt,
        }
      : null,
    dispute:
      result && result.disputeReason !== null
        ? { disputedBy: person(result.disputedBy), reason: result.disputeReason, disputedAt: result.disputedAt ?? null }
        : null,
    /** Since when the money has waited for an admin (the dispute, else the report). */
    frozenSince: disputed ? (result?.disputedAt ?? result?.reportedAt ?? null) : null,
    ruling: r.ruling
      ? {
          kind: r.ruling.kind,
          by: person(r.ruling.by),
          reason: r.ruling.reason,
          winningTeam: r.ruling.winningTeam,
          at: r.ruling.at,
        }
      : null,
  };
}
