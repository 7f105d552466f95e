import { WalletEvent } from '../../domain/wallet/wallet.events';
import { TournamentStreamEvent } from '../../domain/tournament/tournament-stream.decider';
import { TournamentEvent } from '../../domain/tournament/tournament.events';

/**
 * The names of a union's event types, from an object that must list every one of them (the
 * compiler refuses one missing or unknown): `eventTypes<WalletEvent['type']>({ Deposited: true, … })`.
 */
export function eventTypes<T extends string>(types: Record<T, true>): T[] {
  return Object.keys(types) as T[];
}

/** Every event type of the `wallet-{userId}` streams. */
export const WALLET_EVENT_TYPES = eventTypes<WalletEvent['type']>({
  WalletOpened: true,
  DepositRequested: true,
  Deposited: true,
  DepositRejected: true,
  WithdrawalRequested: true,
  WithdrawalCompleted: true,
  WithdrawalRejected: true,
  BalanceAdjusted: true,
  EntryFeeEscrowed: true,
  EntryFeeRefunded: true,
  PrizePaid: true,
});

/** Every event type of the tournament's own (the domain's `TournamentEvent`). */
export const TOURNAMENT_EVENT_TYPES = eventTypes<TournamentEvent['type']>({
  TournamentCreated: true,
  SlotReserved: true,
  PlayerJoined: true,
  SlotReservationReleased: true,
  PlayerLeft: true,
  PlayerWaitlisted: true,
  WaitlistSlotOffered: true,
  TournamentStarted: true,
  TournamentCancelled: true,
  ResultReported: true,
  ResultConfirmed: true,
  ResultDisputed: true,
  WinnerDeclared: true,
  MatchVoided: true,
  TournamentSettled: true,
  PlatformFeeCollected: true,
  CourtFeeCollected: true,
  TournamentUpdated: true,
  TournamentDeleted: true,
});

/** Every event type of the `tournament-{id}` streams: the tournament's own and its ratings. */
export const TOURNAMENT_STREAM_EVENT_TYPES: Array<TournamentStreamEvent['type']> = [
  ...TOURNAMENT_EVENT_TYPES,
  'RatingsUpdated',
];
