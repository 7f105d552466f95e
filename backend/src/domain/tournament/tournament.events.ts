/**
 * Events of the stream `tournament-{tournamentId}`. Money fields are integer cents; instants are
 * ISO-8601 UTC strings taken from the command. The wallet side (EntryFeeEscrowed, EntryFeeRefunded,
 * PrizePaid) lives on `wallet-{userId}`; this stream only says which slots are taken and who won.
 */
import { Cents } from '../shared/money';
import { GAMES } from './tournament.constants';

export type Game = (typeof GAMES)[number];
export type TeamNumber = 1 | 2;
export type SlotPosition = 1 | 2;
export type TournamentStatus = 'waiting' | 'in_progress' | 'completed' | 'cancelled';

export interface SetScore {
  team1: number;
  team2: number;
}

/**
 * What a player pays and where it goes. `totalFeePerPlayerCents` is what one wallet escrows:
 * the prize-bearing entry fee plus a quarter of the court fee. `poolCents` is 4 x entry fee;
 * `prizePoolCents` is the winners' pool (pool less the platform fee).
 */
export interface FeeTerms {
  entryFeeCents: Cents;
  courtFeeCents: Cents;
  courtSharePerPlayerCents: Cents;
  totalFeePerPlayerCents: Cents;
  poolCents: Cents;
  platformFeeCents: Cents;
  prizePoolCents: Cents;
}

export interface SlotRef {
  teamNumber: TeamNumber;
  position: SlotPosition;
}

export type TournamentCreated = {
  type: 'TournamentCreated';
  data: FeeTerms & {
    tournamentId: string;
    name: string;
    game: Game;
    location: string | null;
    maxPlayers: number;
    startTime: string;
    creatorId: string;
    createdAt: string;
  };
};

/** The slot is held for the player while their entry fee is escrowed; `amountCents` is that fee. */
export type SlotReserved = {
  type: 'SlotReserved';
  data: SlotRef & {
    tournamentId: string;
    reservationId: string;
    userId: string;
    amountCents: Cents;
    expiresAt: string;
    reservedAt: string;
  };
};

/** The entry fee is in escrow: the reservation became a place in the tournament. */
export type PlayerJoined = {
  type: 'PlayerJoined';
  data: SlotRef & {
    tournamentId: string;
    reservationId: string;
    userId: string;
    amountCents: Cents;
    joinedAt: string;
  };
};

export type ReservationReleaseReason = 'payment_failed' | 'expired';

export type SlotReservationReleased = {
  type: 'SlotReservationReleased';
  data: SlotRef & {
    tournamentId: string;
    reservationId: string;
    userId: string;
    reason: ReservationReleaseReason;
    releasedAt: string;
  };
};

/** The player gave the slot up before the start; the process manager refunds the escrow. */
export type PlayerLeft = {
  type: 'PlayerLeft';
  data: SlotRef & { tournamentId: string; reservationId: string; userId: string; leftAt: string };
};

export type PlayerWaitlisted = {
  type: 'PlayerWaitlisted';
  data: { tournamentId: string; userId: string; placeInLine: number; waitlistedAt: string };
};

/** A notification, not a hold: the first in line who was not yet told hears a slot is free. */
export type WaitlistSlotOffered = {
  type: 'WaitlistSlotOffered';
  data: SlotRef & { tournamentId: string; userId: string; offeredAt: string };
};

export type TournamentStarted = {
  type: 'TournamentStarted';
  /** `startedBy` is null when the scheduler started it at the start time. */
  data: { tournamentId: string; startedBy: string | null; startedAt: string };
};

export type CancellationReason = 'not_full' | 'cancelled_by_creator' | 'cancelled_by_admin' | 'deleted' | 'voided';

export type TournamentCancelled = {
  type: 'TournamentCancelled';
  data: {
    tournamentId: string;
    reason: CancellationReason;
    cancelledBy: string | null;
    note: string | null;
    cancelledAt: string;
  };
};

export type ResultReported = {
  type: 'ResultReported';
  data: {
    tournamentId: string;
    reportedBy: string;
    reporterTeam: TeamNumber;
    winningTeam: TeamNumber;
    setScores: SetScore[];
    setsToWin: number;
    reportedAt: string;
  };
};

export type ResultConfirmed = {
  type: 'ResultConfirmed';
  /** `confirmedBy` is null and `auto` true when the confirmation window ran out. */
  data: {
    tournamentId: string;
    winningTeam: TeamNumber;
    confirmedBy: string | null;
    auto: boolean;
    confirmedAt: string;
  };
};

/** The money stays frozen in escrow until an admin declares the winner or cancels. */
export type ResultDisputed = {
  type: 'ResultDisputed';
  data: { tournamentId: string; disputedBy: string; reason: string; disputedAt: string };
};

export type WinnerDeclared = {
  type: 'WinnerDeclared';
  data: {
    tournamentId: string;
    winnerId: string;
    winningTeam: TeamNumber;
    score: string | null;
    declaredBy: string;
    /** Why the admin ruled so (shown to the players); null on events recorded before rulings carried one. */
    reason?: string | null;
    declaredAt: string;
  };
};

/**
 * An admin's ruling that the match does not count: every entry fee and court share goes back.
 * Always followed in the same decision by `TournamentCancelled` (reason `voided`), so the refund
 * path is the cancellation's own (the process manager refunds every escrow of a cancelled tournament).
 */
export type MatchVoided = {
  type: 'MatchVoided';
  data: { tournamentId: string; voidedBy: string; reason: string; voidedAt: string };
};

export interface Payout extends SlotRef {
  userId: string;
  amountCents: Cents;
}

/** The payout plan, fixed once: the process manager pays each payout into its wallet. */
export type TournamentSettled = {
  type: 'TournamentSettled';
  data: {
    tournamentId: string;
    winningTeam: TeamNumber;
    poolCents: Cents;
    platformFeeCents: Cents;
    courtFeeCents: Cents;
    winnersPoolCents: Cents;
    payouts: Payout[];
    settledAt: string;
  };
};

/** Posts escrow -> platform revenue. */
export type PlatformFeeCollected = {
  type: 'PlatformFeeCollected';
  data: { tournamentId: string; amountCents: Cents; collectedAt: string };
};

/** Posts escrow -> the venue payable (paid to the court outside the platform). */
export type CourtFeeCollected = {
  type: 'CourtFeeCollected';
  data: { tournamentId: string; amountCents: Cents; collectedAt: string };
};

/** The tournament's details after an admin edit (whole values, not a diff, so a read model just copies). */
export type TournamentUpdated = {
  type: 'TournamentUpdated';
  data: FeeTerms & {
    tournamentId: string;
    name: string;
    location: string | null;
    updatedBy: string;
    updatedAt: string;
  };
};

/** Hidden from every list; the stream is kept (corrections are never deletes). */
export type TournamentDeleted = {
  type: 'TournamentDeleted';
  data: { tournamentId: string; deletedBy: string; deletedAt: string };
};

export type TournamentEvent =
  | TournamentCreated
  | SlotReserved
  | PlayerJoined
  | SlotReservationReleased
  | PlayerLeft
  | PlayerWaitlisted
  | WaitlistSlotOffered
  | TournamentStarted
  | TournamentCancelled
  | ResultReported
  | ResultConfirmed
  | ResultDisputed
  | WinnerDeclared
  | MatchVoided
  | TournamentSettled
  | PlatformFeeCollected
  | CourtFeeCollected
  | TournamentUpdated
  | TournamentDeleted;
