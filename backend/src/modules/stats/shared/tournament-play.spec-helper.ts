/**
 * Drives tournaments through the tournaments API, as a client would, for the invitations,
 * notifications and stats specs ($10.00 entry fee: each winner is paid $19.00).
 */
import type TestAgent from 'supertest/lib/agent';
import { TestApp } from '../../../../test/test-app';
import { fund } from '../../wallet/shared/wallet.spec-helper';

export interface Player {
  agent: TestAgent;
  id: string;
  email: string;
}

export const types = (events: Array<{ type: string }>): string[] => events.map((e) => e.type);

export async function player(
  t: TestApp,
  amount = '100.00',
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<Player> {
  const { agent, user } = await t.signUp(overrides);
  if (amount !== '0.00') await fund(t, user.id, amount);
  return { agent, id: user.id, email: user.email };
}

function ok(res: { status: number; body: unknown }, expected: number, what: string) {
  if (res.status !== expected) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

export async function createTournament(t: TestApp, creator: Player, name = 'Friday doubles'): Promise<string> {
  const body = {
    name,
    game: 'padel',
    location: 'Club Norte',
    totalFeePerPlayer: '10.00',
    maxPlayers: 4,
    startTime: t.clock.iso(24 * 3600 * 1000),
  };
  return ok(await creator.agent.post('/api/tournaments').send(body), 201, 'create').id as string;
}

export async function join(p: Player, tournamentId: string, teamNumber: number, position: number): Promise<void> {
  ok(await p.agent.post(`/api/tournaments/${tournamentId}/join`).send({ teamNumber, position }), 200, 'join');
}

/** Creator 1/1, then 1/2, 2/1, 2/2; started; Team `winningTeam` wins (reported by the creator, confirmed by a rival). */
export async function playTournament(
  t: TestApp,
  players: Player[],
  winningTeam: 1 | 2,
  name?: string,
): Promise<string> {
  const [creator, partner, rival1, rival2] = players;
  const id = await createTournament(t, creator, name);
  await join(partner, id, 1, 2);
  await join(rival1, id, 2, 1);
  await join(rival2, id, 2, 2);
  ok(await creator.agent.post(`/api/tournaments/${id}/start`), 200, 'start');
  const setScores =
    winningTeam === 1
      ? [
          { team1: 6, team2: 4 },
          { team1: 6, team2: 3 },
        ]
      : [
          { team1: 4, team2: 6 },
          { team1: 3, team2: 6 },
        ];
  ok(await creator.agent.post(`/api/tournaments/${id}/result`).send({ winningTeam, setScores }), 200, 'report');
  ok(await rival1.agent.post(`/api/tournaments/${id}/result/confirm`), 200, 'confirm');
  return id;
}
