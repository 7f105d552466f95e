/**
 * The tournament read models (the seed's tables, plus what the API's tournament JSON needs).
 * Money is numeric(12,2), read as "12.50" strings; the JSON columns hold values already shaped
 * for the API (money there is "12.50" text as well, never a float).
 */
import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface ResultJson {
  reportedBy: string | null;
  reporterTeam: 1 | 2 | null;
  winningTeam: 1 | 2;
  setScores: Array<{ team1: number; team2: number }>;
  setsToWin: number | null;
  status: 'reported' | 'confirmed' | 'disputed' | 'declared';
  reportedAt: string | null;
  disputeReason: string | null;
  score: string | null;
  /** Who disputed and when (absent on rows projected before disputes recorded them). */
  disputedBy?: string | null;
  disputedAt?: string | null;
}

/** An admin's ruling on the match: a declared winner or a void, with its actor and reason. */
export interface RulingJson {
  kind: 'winner_declared' | 'voided';
  by: string;
  reason: string | null;
  winningTeam: 1 | 2 | null;
  /** The ruling's final score line (Team A's games first); null for a void or a ruling without one. */
  score?: string | null;
  at: string;
}

export interface SettlementJson {
  pool: string;
  platformFee: string;
  courtFee: string;
  winnersPool: string;
  payouts: Array<{ userId: string; amount: string }>;
  settledAt: string;
}

export interface RatingReceiptJson {
  userId: string;
  sport: string;
  before: string;
  after: string;
  expectedWinPercent: number;
}

const money = (name: string) => ({ name, type: 'numeric' as const, precision: 12, scale: 2 });

@Entity({ name: 'tournaments' })
export class TournamentRow {
  @PrimaryColumn('text') id: string;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'varchar', length: 255 }) game: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) location: string | null;
  @Column({ type: 'varchar', length: 50 }) status: string;
  @Column({ name: 'current_players', type: 'integer' }) currentPlayers: number;
  @Column({ name: 'max_players', type: 'integer' }) maxPlayers: number;
  @Column(money('entry_fee')) entryFee: string;
  @Column(money('court_fee')) courtFee: string;
  @Column(money('court_fee_per_player')) courtFeePerPlayer: string;
  @Column(money('total_fee_per_player')) totalFeePerPlayer: string;
  @Column(money('pool')) pool: string;
  @Column(money('platform_fee')) platformFee: string;
  @Column(money('prize_pool')) prizePool: string;
  @Column(money('prize_per_winner')) prizePerWinner: string;
  @Column({ name: 'creator_id', type: 'text' }) creatorId: string;
  @Column({ name: 'winner_id', type: 'text', nullable: true }) winnerId: string | null;
  @Column({ name: 'winning_team', type: 'smallint', nullable: true }) winningTeam: number | null;
  @Column({ name: 'start_time', type: 'timestamptz' }) startTime: Date;
  @Column({ name: 'end_time', type: 'timestamptz', nullable: true }) endTime: Date | null;
  @Column({ name: 'cancellation_reason', type: 'varchar', length: 50, nullable: true }) cancellationReason:
    | string
    | null;
  /** The canceller's own words (TournamentCancelled.note), or null. */
  @Column({ name: 'cancellation_note', type: 'text', nullable: true }) cancellationNote: string | null;
  @Column({ type: 'jsonb', nullable: true }) result: ResultJson | null;
  @Column({ type: 'jsonb', nullable: true }) settlement: SettlementJson | null;
  @Column({ type: 'jsonb', nullable: true }) ruling: RulingJson | null;
  @Column({ name: 'rating_receipts', type: 'jsonb' }) ratingReceipts: RatingReceiptJson[];
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** A live slot: one row per reservation while it is reserved or joined (released and left rows are removed). */
@Entity({ name: 'tournament_participants' })
export class TournamentParticipantRow {
  /** The reservation id. */
  @PrimaryColumn('text') id: string;
  @Column({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'team_number', type: 'smallint' }) teamNumber: number;
  @Column({ type: 'smallint' }) position: number;
  @Column({ type: 'varchar', length: 20 }) status: 'reserved' | 'joined';
  @Column(money('amount')) amount: string;
  @Column({ name: 'reserved_at', type: 'timestamptz' }) reservedAt: Date;
  @Column({ name: 'joined_at', type: 'timestamptz', nullable: true }) joinedAt: Date | null;
  @Column({ type: 'boolean', default: false }) eliminated: boolean;
  @Column({ type: 'integer', nullable: true }) placement: number | null;
  @Column(money('prize')) prize: string;
}

@Entity({ name: 'tournament_waitlist' })
export class TournamentWaitlistRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'joined_waitlist_at', type: 'timestamptz' }) joinedWaitlistAt: Date;
  @Column({ type: 'integer' }) position: number;
  @Column({ type: 'boolean', default: false }) notified: boolean;
}

@Entity({ name: 'matches' })
export class MatchRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ name: 'player1_id', type: 'text', nullable: true }) player1Id: string | null;
  @Column({ name: 'player2_id', type: 'text', nullable: true }) player2Id: string | null;
  @Column({ name: 'team1_player1', type: 'text', nullable: true }) team1Player1: string | null;
  @Column({ name: 'team1_player2', type: 'text', nullable: true }) team1Player2: string | null;
  @Column({ name: 'team2_player1', type: 'text', nullable: true }) team2Player1: string | null;
  @Column({ name: 'team2_player2', type: 'text', nullable: true }) team2Player2: string | null;
  @Column({ name: 'winner_id', type: 'text', nullable: true }) winnerId: string | null;
  @Column({ type: 'integer' }) round: number;
  @Column({ name: 'match_number', type: 'integer' }) matchNumber: number;
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'text', nullable: true }) score: string | null;
  @Column({ name: 'game_type', type: 'varchar', length: 20 }) gameType: string;
  @Column({ name: 'sets_to_win', type: 'integer' }) setsToWin: number;
  @Column({ name: 'current_set', type: 'integer' }) currentSet: number;
  @Column({ name: 'set_scores', type: 'jsonb', nullable: true }) setScores: Array<{
    team1: number;
    team2: number;
  }> | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** One row per pair of opponents in a decided match. */
@Entity({ name: 'player_matches' })
export class PlayerMatchRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'player1_id', type: 'text' }) player1Id: string;
  @Column({ name: 'player2_id', type: 'text' }) player2Id: string;
  @Column({ name: 'match_id', type: 'text' }) matchId: string;
  @Column({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ name: 'played_at', type: 'timestamptz' }) playedAt: Date;
}

/**
 * The process manager's work list: `version` moves with every event about the tournament (its
 * stream, or a wallet event naming it); the process manager records the version it has handled
 * and the next instant a deadline falls due.
 */
@Entity({ name: 'tournament_process' })
export class TournamentProcessRow {
  @PrimaryColumn({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ type: 'integer' }) version: number;
  @Column({ name: 'checked_version', type: 'integer' }) checkedVersion: number;
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true }) dueAt: Date | null;
}

/** Every wallet that moved money for the tournament, so the process manager also sees an escrow without a slot. */
@Entity({ name: 'tournament_wallet_users' })
export class TournamentWalletUserRow {
  @PrimaryColumn({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
}

export const tournamentEntities = [
  TournamentRow,
  TournamentParticipantRow,
  TournamentWaitlistRow,
  MatchRow,
  PlayerMatchRow,
  TournamentProcessRow,
  TournamentWalletUserRow,
];
