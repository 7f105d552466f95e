/** Steps the tournament API specs share; each goes through the HTTP API, as a client would. */
import type TestAgent from 'supertest/lib/agent';
import { TestApp } from '../../../../test/test-app';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { tournamentEscrowBalance } from '../../../domain/tournament/tournament.postings';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { balances, fund } from '../../wallet/shared/wallet.spec-helper';

export interface Player {
  agent: TestAgent;
  id: string;
}

export const types = (events: Array<{ type: string }>): string[] => events.map((e) => e.type);

/** A signed-up player whose wallet holds `amount` (an admin adjustment). */
export async function fundedPlayer(t: TestApp, amount = '100.00'): Promise<Player> {
  const { agent, user } = await t.signUp();
  if (amount !== '0.00') await fund(t, user.id, amount);
  return { agent, id: user.id };
}

export async function balanceOf(player: Player): Promise<string> {
  return (await balances(player.agent)).balance;
}

/** A start time `hours` ahead of the test clock. */
export const startsIn = (t: TestApp, hours = 24): string => t.clock.iso(hours * 60 * 60 * 1000);

export function tournamentBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Friday doubles',
    game: 'padel',
    location: 'Club Norte',
    totalFeePerPlayer: '10.00',
    maxPlayers: 4,
    startTime: startsIn(t),
    ...overrides,
  };
}

export async function createTournament(
  t: TestApp,
  creator: Player,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await creator.agent.post('/api/tournaments').send(tournamentBody(t, overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function join(player: Player, tournamentId: string, teamNumber: number, position: number) {
  const res = await player.agent.post(`/api/tournaments/${tournamentId}/join`).send({ teamNumber, position });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A full tournament: creator at Team 1 Position 1, then Team 1/2, Team 2/1, Team 2/2. */
export async function fullTournament(t: TestApp, overrides: Record<string, unknown> = {}) {
  const players = await Promise.all([0, 1, 2, 3].map(() => fundedPlayer(t)));
  const [creator, partner, rival1, rival2] = players;
  const id = await createTournament(t, creator, overrides);
  await join(partner, id, 1, 2);
  await join(rival1, id, 2, 1);
  await join(rival2, id, 2, 2);
  return { id, creator, partner, rival1, rival2, players };
}

/** A full tournament that is being played (the creator started it). */
export async function playingTournament(t: TestApp, overrides: Record<string, unknown> = {}) {
  const tournament = await fullTournament(t, overrides);
  const res = await tournament.creator.agent.post(`/api/tournaments/${tournament.id}/start`);
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
  return tournament;
}

export const twoSetWin = {
  winningTeam: 1,
  setScores: [
    { team1: 6, team2: 4 },
    { team1: 6, team2: 3 },
  ],
};

/** The tournament's escrow account, folded from the postings of its stream and the players' wallets. */
export async function escrowBalance(t: TestApp, tournamentId: string, userIds: string[]): Promise<number> {
  const walletEvents = [];
  for (const userId of userIds) {
    for (const e of await t.streamEvents(`wallet-${userId}`))
      walletEvents.push({ userId, event: { type: e.type, data: e.data } as WalletEvent });
  }
  const tournamentEvents = (await t.streamEvents(`tournament-${tournamentId}`)).map(
    (e) => ({ type: e.type, data: e.data }) as TournamentEvent,
  );
  return tournamentEscrowBalance(tournamentId, walletEvents, tournamentEvents);
}

export async function ledgerIsBalanced(t: TestApp): Promise<void> {
  const verify = await (await t.admin()).get('/api/admin/ledger/verify');
  if (verify.status !== 200 || verify.body.ok !== true)
    throw new Error(`ledger verify: ${JSON.stringify(verify.body)}`);
}
