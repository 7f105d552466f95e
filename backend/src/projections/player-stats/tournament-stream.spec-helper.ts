/**
 * Appends tournament, user and wallet events straight to the store, for projection specs
 * (events in, rows out). The shapes are the domain's; the amounts are a $10.00 entry fee.
 */
import { randomUUID } from 'node:crypto';
import { TeamNumber, SlotPosition, TournamentEvent } from '../../domain/tournament/tournament.events';
import { feeTerms } from '../../domain/tournament/tournament.settlement';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { EventStore } from '../../event-store/event-store.port';
import { appendEvents } from '../projection.spec-helper';

export const at = '2026-11-21T10:00:00.000Z';

export const append = appendEvents;

export async function register(
  store: EventStore,
  firstName: string,
  email = `${firstName.toLowerCase()}-${randomUUID()}@example.test`,
): Promise<string> {
  const userId = randomUUID();
  await append(store, `user-${userId}`, [
    {
      type: 'UserRegistered',
      data: { userId, email, firstName, lastName: 'Test', passwordHash: 'h', registeredAt: at },
    },
  ]);
  return userId;
}

export type Lineup = Array<{ userId: string; teamNumber: TeamNumber; position: SlotPosition }>;

export function lineupOf(players: string[]): Lineup {
  const slots: Array<[TeamNumber, SlotPosition]> = [
    [1, 1],
    [1, 2],
    [2, 1],
    [2, 2],
  ];
  return players.map((userId, i) => ({ userId, teamNumber: slots[i][0], position: slots[i][1] }));
}

/** TournamentCreated, then SlotReserved + PlayerJoined for each player of the lineup. */
export async function openTournament(store: EventStore, name: string, lineup: Lineup): Promise<string> {
  const tournamentId = randomUUID();
  const events: TournamentEvent[] = [
    {
      type: 'TournamentCreated',
      data: {
        tournamentId,
        name,
        game: 'padel',
        location: null,
        ...feeTerms(1000, 0)!,
        maxPlayers: 4,
        startTime: at,
        creatorId: lineup[0].userId,
        createdAt: at,
      },
    },
  ];
  for (const slot of lineup) events.push(...joinEvents(tournamentId, slot));
  await append(store, `tournament-${tournamentId}`, events);
  return tournamentId;
}

export function joinEvents(tournamentId: string, slot: Lineup[number]): TournamentEvent[] {
  const reservationId = randomUUID();
  const common = { tournamentId, reservationId, ...slot, amountCents: 1000 };
  return [
    { type: 'SlotReserved', data: { ...common, expiresAt: at, reservedAt: at } },
    { type: 'PlayerJoined', data: { ...common, joinedAt: at } },
  ];
}

/** Started, reported by the lineup's first player, confirmed, settled with $19.00 to each winner, prizes paid. */
export async function playAndSettle(
  store: EventStore,
  tournamentId: string,
  lineup: Lineup,
  winningTeam: TeamNumber,
): Promise<void> {
  const winners = lineup.filter((p) => p.teamNumber === winningTeam);
  await append(store, `tournament-${tournamentId}`, [
    { type: 'TournamentStarted', data: { tournamentId, startedBy: null, startedAt: at } },
    {
      type: 'ResultReported',
      data: {
        tournamentId,
        reportedBy: lineup[0].userId,
        reporterTeam: lineup[0].teamNumber,
        winningTeam,
        setScores: [
          { team1: 6, team2: 3 },
          { team1: 6, team2: 4 },
        ],
        setsToWin: 2,
        reportedAt: at,
      },
    },
    { type: 'ResultConfirmed', data: { tournamentId, winningTeam, confirmedBy: null, auto: true, confirmedAt: at } },
    {
      type: 'TournamentSettled',
      data: {
        tournamentId,
        winningTeam,
        poolCents: 4000,
        platformFeeCents: 200,
        courtFeeCents: 0,
        winnersPoolCents: 3800,
        payouts: winners.map((w) => ({ ...w, amountCents: 1900 })),
        settledAt: at,
      },
    },
  ] satisfies TournamentEvent[]);
  for (const w of winners) {
    await append(store, `wallet-${w.userId}`, [
      { type: 'PrizePaid', data: { tournamentId, amountCents: 1900, paidAt: at } } satisfies WalletEvent,
    ]);
  }
}
