/** The tournament JSON of docs/api/tournaments-contract.md, built from the read-model rows. */
import { UserRow } from '../../../projections/users/user.entity';
import {
  RatingReceiptJson,
  SettlementJson,
  TournamentParticipantRow,
  TournamentRow,
  TournamentWaitlistRow,
} from '../../../projections/tournaments/tournament.entities';
import { Cents, formatCents, parseMoney } from '../../../domain/shared/money';
import { PLAYERS_PER_TOURNAMENT } from '../../../domain/tournament/tournament.constants';

export interface ParticipantView {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  teamNumber: number;
  position: number;
  status: 'reserved' | 'joined';
  padelRating: string;
  pickleballRating: string;
}

export interface ResultView {
  reportedBy: string | null;
  reporterTeam: number | null;
  winningTeam: number;
  setScores: Array<{ team1: number; team2: number }>;
  setsToWin: number | null;
  score: string | null;
  status: 'reported' | 'confirmed' | 'disputed' | 'declared';
  reportedAt: string | null;
  confirmDeadline: string | null;
  disputeReason: string | null;
  disputedBy: string | null;
  disputedAt: string | null;
}

/** An admin's ruling, shown to the players on the match page. */
export interface RulingView {
  kind: 'winner_declared' | 'voided';
  by: { id: string; name: string };
  reason: string | null;
  winningTeam: number | null;
  /** The final score the ruling states, Team A's games first. */
  score: string | null;
  at: string;
}

/** The settlement with the platform's two takings apart: its 5% of the pool and the court-fee rounding. */
export type SettlementView = SettlementJson & { courtRounding: string };

const cents = (amount: string): Cents => parseMoney(amount) ?? 0;

/**
 * The stored platform fee holds the court-fee rounding too (docs/decisions/tournaments.md): each player's
 * court share is rounded up to a whole cent and the platform keeps the 0-3 cents beyond the venue's fee.
 * Screens show the two apart, so the rounding is this much.
 */
function courtRoundingCents(row: Pick<TournamentRow, 'courtFee' | 'courtFeePerPlayer'>): Cents {
  return cents(row.courtFeePerPlayer) * PLAYERS_PER_TOURNAMENT - cents(row.courtFee);
}

export interface TournamentView {
  id: string;
  name: string;
  game: string;
  location: string | null;
  status: string;
  currentPlayers: number;
  maxPlayers: number;
  entryFee: string;
  courtFee: string;
  courtFeePerPlayer: string;
  totalFeePerPlayer: string;
  pool: string;
  /** 5% of the pool. */
  platformFee: string;
  /** What rounding the court share up to a whole cent collects beyond the court fee (kept by the platform). */
  courtRounding: string;
  prizePool: string;
  prizePerWinner: string;
  creatorId: string;
  creatorName: string;
  winnerId: string | null;
  winningTeam: number | null;
  startTime: string;
  endTime: string | null;
  cancellationReason: string | null;
  /** The canceller's own words, shown to the players with the reason. */
  cancellationNote: string | null;
  createdAt: string;
  updatedAt: string;
  participants: ParticipantView[];
  waitlist: Array<{ userId: string; firstName: string | null; lastName: string | null; placeInLine: number }>;
  result: ResultView | null;
  ruling: RulingView | null;
  settlement: SettlementView | null;
  ratingReceipts: RatingReceiptJson[];
}

export interface ViewParts {
  participants: TournamentParticipantRow[];
  waitlist: TournamentWaitlistRow[];
  users: Map<string, UserRow>;
  confirmWindowMs: number;
}

const fullName = (user: UserRow | undefined): string => [user?.firstName, user?.lastName].filter(Boolean).join(' ');

export function tournamentView(row: TournamentRow, parts: ViewParts): TournamentView {
  const { users } = parts;
  const participants = parts.participants
    .filter((p) => p.tournamentId === row.id)
    .sort((a, b) => a.teamNumber - b.teamNumber || a.position - b.position)
    .map((p) => {
      const user = users.get(p.userId);
      return {
        userId: p.userId,
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        teamNumber: p.teamNumber,
        position: p.position,
        status: p.status,
        padelRating: user?.padelRating ?? '1.0',
        pickleballRating: user?.pickleballRating ?? '1.0',
      };
    });
  const waitlist = parts.waitlist
    .filter((w) => w.tournamentId === row.id)
    .sort((a, b) => a.position - b.position || a.joinedWaitlistAt.getTime() - b.joinedWaitlistAt.getTime())
    .map((w, index) => ({
      userId: w.userId,
      firstName: users.get(w.userId)?.firstName ?? null,
      lastName: users.get(w.userId)?.lastName ?? null,
      placeInLine: index + 1,
    }));
  const result = row.result
    ? {
        reportedBy: row.result.reportedBy,
        reporterTeam: row.result.reporterTeam,
        winningTeam: row.result.winningTeam,
        setScores: row.result.setScores,
        setsToWin: row.result.setsToWin,
        score: row.result.score,
        status: row.result.status,
        reportedAt: row.result.reportedAt,
        confirmDeadline: row.result.reportedAt
          ? new Date(Date.parse(row.result.reportedAt) + parts.confirmWindowMs).toISOString()
          : null,
        disputeReason: row.result.disputeReason,
        disputedBy: row.result.disputedBy ?? null,
        disputedAt: row.result.disputedAt ?? null,
      }
    : null;
  const ruling = row.ruling
    ? {
        kind: row.ruling.kind,
        by: { id: row.ruling.by, name: fullName(users.get(row.ruling.by)) || 'An administrator' },
        reason: row.ruling.reason,
        winningTeam: row.ruling.winningTeam,
        score: row.ruling.score ?? null,
        at: row.ruling.at,
      }
    : null;
  const rounding = courtRoundingCents(row);
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    location: row.location,
    status: row.status,
    currentPlayers: row.currentPlayers,
    maxPlayers: row.maxPlayers,
    entryFee: row.entryFee,
    courtFee: row.courtFee,
    courtFeePerPlayer: row.courtFeePerPlayer,
    totalFeePerPlayer: row.totalFeePerPlayer,
    pool: row.pool,
    platformFee: formatCents(cents(row.platformFee) - rounding),
    courtRounding: formatCents(rounding),
    prizePool: row.prizePool,
    prizePerWinner: row.prizePerWinner,
    creatorId: row.creatorId,
    creatorName: fullName(users.get(row.creatorId)),
    winnerId: row.winnerId,
    winningTeam: row.winningTeam,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    cancellationNote: row.cancellationNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    participants,
    waitlist,
    result,
    ruling,
    settlement: row.settlement && {
      ...row.settlement,
      platformFee: formatCents(cents(row.settlement.platformFee) - rounding),
      courtRounding: formatCents(rounding),
    },
    ratingReceipts: row.ratingReceipts,
  };
}
