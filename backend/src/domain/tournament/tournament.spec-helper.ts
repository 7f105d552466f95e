/** Event builders for tournament specs; amounts are spelled out by each spec, never computed here. */
import { spec } from '../shared/given-when-then.spec-helper';
import { ReserveSlot } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import {
  PlayerJoined,
  PlayerWaitlisted,
  ResultConfirmed,
  ResultDisputed,
  ResultReported,
  SlotPosition,
  SlotReservationReleased,
  SlotReserved,
  TeamNumber,
  TournamentCancelled,
  TournamentCreated,
  TournamentEvent,
  TournamentStarted,
  WaitlistSlotOffered,
  WinnerDeclared,
} from './tournament.events';
import { feeTerms } from './tournament.settlement';

export const tournamentId = 't1';
export const adminId = 'admin-1';
export const creatorId = 'alice';
export const now = '2026-11-21T10:00:00.000Z';
export const holdUntil = '2026-11-21T10:05:00.000Z';
export const afterHold = '2026-11-21T10:05:00.001Z';
export const startTime = '2026-11-22T18:00:00.000Z';
export const afterStart = '2026-11-22T19:30:00.000Z';

/** Alice (the creator) 1-1, Bob 1-2, Carol 2-1, Dave 2-2. */
export const lineup = [
  { userId: 'alice', teamNumber: 1, position: 1 },
  { userId: 'bob', teamNumber: 1, position: 2 },
  { userId: 'carol', teamNumber: 2, position: 1 },
  { userId: 'dave', teamNumber: 2, position: 2 },
] as const;

/** Fee terms come from feeTerms() here; the Create and settlement specs spell the amounts out. */
export const created = (
  entryFeeCents = 1000,
  courtFeeCents = 0,
  location: string | null = 'Lahore Padel Club',
): TournamentCreated => ({
  type: 'TournamentCreated',
  data: {
    tournamentId,
    name: 'Friday doubles',
    game: 'padel',
    location,
    ...feeTerms(entryFeeCents, courtFeeCents)!,
    maxPlayers: 4,
    startTime,
    creatorId,
    createdAt: now,
  },
});

export const reserved = (
  userId: string,
  teamNumber: TeamNumber,
  position: SlotPosition,
  amountCents = 1000,
  expiresAt = holdUntil,
): SlotReserved => ({
  type: 'SlotReserved',
  data: {
    tournamentId,
    reservationId: `r-${userId}`,
    userId,
    teamNumber,
    position,
    amountCents,
    expiresAt,
    reservedAt: now,
  },
});

export const joined = (
  userId: string,
  teamNumber: TeamNumber,
  position: SlotPosition,
  amountCents = 1000,
): PlayerJoined => ({
  type: 'PlayerJoined',
  data: { tournamentId, reservationId: `r-${userId}`, userId, teamNumber, position, amountCents, joinedAt: now },
});

/** Created with the creator's slot reserved (as CreateTournament decides it). */
export const opened = (entryFeeCents = 1000, courtFeeCents = 0): TournamentEvent[] => [
  created(entryFeeCents, courtFeeCents),
  reserved('alice', 1, 1, entryFeeCents + courtFeeCents / 4),
];

/** All four slots reserved and paid. */
export const full = (entryFeeCents = 1000, courtFeeCents = 0): TournamentEvent[] => {
  const fee = entryFeeCents + courtFeeCents / 4;
  return [
    created(entryFeeCents, courtFeeCents),
    ...lineup.map((p) => reserved(p.userId, p.teamNumber, p.position, fee)),
    ...lineup.map((p) => joined(p.userId, p.teamNumber, p.position, fee)),
  ];
};

export const started: TournamentStarted = {
  type: 'TournamentStarted',
  data: { tournamentId, startedBy: null, startedAt: startTime },
};

export const playing = (entryFeeCents = 1000, courtFeeCents = 0): TournamentEvent[] => [
  ...full(entryFeeCents, courtFeeCents),
  started,
];

export const reported = (reportedBy = 'alice', winningTeam: TeamNumber = 1): ResultReported => ({
  type: 'ResultReported',
  data: {
    tournamentId,
    reportedBy,
    reporterTeam: reportedBy === 'alice' || reportedBy === 'bob' ? 1 : 2,
    winningTeam,
    setScores:
      winningTeam === 1
        ? [
            { team1: 6, team2: 4 },
            { team1: 7, team2: 5 },
          ]
        : [
            { team1: 4, team2: 6 },
            { team1: 5, team2: 7 },
          ],
    setsToWin: 2,
    reportedAt: afterStart,
  },
});

export const declared = (winnerId = 'bob', winningTeam: TeamNumber = 1): WinnerDeclared => ({
  type: 'WinnerDeclared',
  data: { tournamentId, winnerId, winningTeam, score: null, declaredBy: adminId, declaredAt: afterStart },
});

/** Team 1 won a $10.00 tournament: pool $40.00, fee $2.00, $19.00 each. */
export const settledTeam1: TournamentEvent[] = [
  {
    type: 'TournamentSettled',
    data: {
      tournamentId,
      winningTeam: 1,
      poolCents: 4000,
      platformFeeCents: 200,
      courtFeeCents: 0,
      winnersPoolCents: 3800,
      payouts: [
        { userId: 'alice', teamNumber: 1, position: 1, amountCents: 1900 },
        { userId: 'bob', teamNumber: 1, position: 2, amountCents: 1900 },
      ],
      settledAt: afterStart,
    },
  },
  { type: 'PlatformFeeCollected', data: { tournamentId, amountCents: 200, collectedAt: afterStart } },
];

export const later = '2026-11-22T20:00:00.000Z';

export const given = (events: TournamentEvent[]) => spec(tournamentDecider).given(events);

export const reserve = (userId: string, teamNumber: number, position: number, at = now): ReserveSlot => ({
  type: 'ReserveSlot',
  data: { reservationId: `r-${userId}`, userId, teamNumber, position, expiresAt: holdUntil, now: at },
});

export const released = (
  userId: string,
  teamNumber: TeamNumber,
  position: SlotPosition,
  reason: 'payment_failed' | 'expired',
): SlotReservationReleased => ({
  type: 'SlotReservationReleased',
  data: { tournamentId, reservationId: `r-${userId}`, userId, teamNumber, position, reason, releasedAt: afterHold },
});

export const waitlisted = (userId: string, placeInLine: number): PlayerWaitlisted => ({
  type: 'PlayerWaitlisted',
  data: { tournamentId, userId, placeInLine, waitlistedAt: now },
});

export const offered = (
  userId: string,
  teamNumber: TeamNumber,
  position: SlotPosition,
  at: string,
): WaitlistSlotOffered => ({
  type: 'WaitlistSlotOffered',
  data: { tournamentId, userId, teamNumber, position, offeredAt: at },
});

/** Alice paid; Bob, Carol and Dave hold the other three slots without having paid yet. */
export const allReserved = (): TournamentEvent[] => [
  ...opened(),
  joined('alice', 1, 1),
  reserved('bob', 1, 2),
  reserved('carol', 2, 1),
  reserved('dave', 2, 2),
];

export const cancelled = (
  reason: TournamentCancelled['data']['reason'],
  cancelledBy: string | null,
  at = now,
  note: string | null = null,
): TournamentCancelled => ({
  type: 'TournamentCancelled',
  data: { tournamentId, reason, cancelledBy, note, cancelledAt: at },
});

export const confirmedBy = (by: string | null, at = later): ResultConfirmed => ({
  type: 'ResultConfirmed',
  data: { tournamentId, winningTeam: 1, confirmedBy: by, auto: by === null, confirmedAt: at },
});

export const disputed: ResultDisputed = {
  type: 'ResultDisputed',
  data: { tournamentId, disputedBy: 'carol', reason: 'We won the third set', disputedAt: later },
};
