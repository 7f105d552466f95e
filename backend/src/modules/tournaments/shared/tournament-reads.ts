import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { tournamentErrors } from '../../../domain/tournament/tournament.errors';
import {
  TournamentParticipantRow,
  TournamentRow,
  TournamentWaitlistRow,
} from '../../../projections/tournaments/tournament.entities';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import { positionWritten } from '../../../infrastructure/event-sourcing/written-position';
import { UserRow } from '../../../projections/users/user.entity';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from './tournaments.config';
import { TournamentView, tournamentView } from './tournament-view';

export const STATUSES = ['waiting', 'in_progress', 'completed', 'cancelled'] as const;

export type HistoryItem = Omit<TournamentView, 'result'> & { result: { placement: number; prize: string } };

/** Reads of the tournament read models, shaped as the API's tournament JSON. Deleted tournaments are hidden. */
@Injectable()
export class TournamentReads {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
    private readonly fence: WriteFence,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /**
   * A command's answer: the tournament once the read models show what this request wrote (the
   * rule every read follows). The command itself never waits; only the answer built from the read
   * models does, and only for this request's own position.
   */
  async afterWrite(id: string): Promise<TournamentView> {
    const position = positionWritten();
    if (position) await this.fence.reached(this.app.projectionWaitTimeoutMs, position);
    return this.one(id);
  }

  async one(id: string): Promise<TournamentView> {
    const row = await this.dataSource.getRepository(TournamentRow).findOne({ where: { id, deletedAt: IsNull() } });
    if (!row) throw tournamentErrors.notFound();
    return (await this.build([row]))[0]!; // one view per row
  }

  /** Newest start first; `status` filters ('active' is read as in_progress, as the admin form names it). */
  async list(status?: string): Promise<TournamentView[]> {
    const wanted = status === 'active' ? 'in_progress' : status;
    if (wanted !== undefined && !(STATUSES as readonly string[]).includes(wanted)) {
      throw new DomainError(
        'TOURNAMENT.INVALID_STATUS',
        `Unknown status "${status}": use waiting, in_progress, completed or cancelled.`,
      );
    }
    const rows = await this.dataSource.getRepository(TournamentRow).find({
      where: { deletedAt: IsNull(), ...(wanted ? { status: wanted } : {}) },
      order: { startTime: 'DESC', createdAt: 'DESC' },
    });
    return this.build(rows);
  }

  /** Tournaments the user created or holds a slot in, newest start first. */
  async ofUser(userId: string): Promise<TournamentView[]> {
    const rows = await this.dataSource
      .getRepository(TournamentRow)
      .createQueryBuilder('t')
      .where('t.deleted_at IS NULL')
      .andWhere(
        '(t.creator_id = :userId OR EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.user_id = :userId))',
        { userId },
      )
      .orderBy('t.start_time', 'DESC')
      .addOrderBy('t.created_at', 'DESC')
      .getMany();
    return this.build(rows);
  }

  /** Completed tournaments the user played, newest first, with their placement and prize. */
  async history(userId: string): Promise<HistoryItem[]> {
    const played = await this.dataSource
      .getRepository(TournamentParticipantRow)
      .find({ where: { userId, status: 'joined' } });
    if (played.length === 0) return [];
    const rows = await this.dataSource.getRepository(TournamentRow).find({
      where: { id: In(played.map((p) => p.tournamentId)), status: 'completed', deletedAt: IsNull() },
      order: { endTime: 'DESC', startTime: 'DESC' },
    });
    const views = await this.build(rows);
    return views.map((view) => {
      const mine = played.find((p) => p.tournamentId === view.id);
      return { ...view, result: { placement: mine?.placement ?? 2, prize: mine?.prize ?? '0.00' } };
    });
  }

  private async build(rows: TournamentRow[]): Promise<TournamentView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [participants, waitlist] = await Promise.all([
      this.dataSource.getRepository(TournamentParticipantRow).find({ where: { tournamentId: In(ids) } }),
      this.dataSource.getRepository(TournamentWaitlistRow).find({ where: { tournamentId: In(ids) } }),
    ]);
    const userIds = new Set([
      ...rows.map((r) => r.creatorId),
      ...participants.map((p) => p.userId),
      ...waitlist.map((w) => w.userId),
      ...rows.flatMap((r) => (r.ruling ? [r.ruling.by] : [])),
    ]);
    const users = await this.dataSource.getRepository(UserRow).find({ where: { id: In([...userIds]) } });
    const parts = {
      participants,
      waitlist,
      users: new Map(users.map((u) => [u.id, u])),
      confirmWindowMs: this.config.confirmWindowMs,
    };
    return rows.map((row) => tournamentView(row, parts));
  }
}
