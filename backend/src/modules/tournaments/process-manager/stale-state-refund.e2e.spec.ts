import { TournamentProcess } from './tournament-process';
import { TournamentStreams } from '../shared/tournament-streams';
import { startTestApp, TestApp } from '../../../../test/test-app';
import {
  createTournament,
  escrowBalance,
  fundedPlayer,
  join,
  ledgerIsBalanced,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

/**
 * Issue 19, forced deterministically: a process-manager step reads the tournament stream, a player
 * then reserves a slot, pays its fee and confirms it, and only then does the step read the wallets.
 * Before the fix the step saw an escrow for a reservation its (older) tournament state did not know,
 * refunded it as `unknown_reservation`, and the player kept a paid place with the fee back in their
 * wallet: settlement then paid four fees out of an escrow that held three (escrow -$12.50 in the
 * randomized spec). The step must read the wallets first and the tournament after, so every escrow
 * it sees has its reservation in the state it decides on (docs/decisions/escrow-ordering.md).
 */
describe('a process-manager step that read the tournament before a join', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('never refunds the fee of a place that was paid meanwhile', async () => {
    const creator = await fundedPlayer(t);
    const [partner, rival1, rival2] = await Promise.all([fundedPlayer(t), fundedPlayer(t), fundedPlayer(t)]);
    const id = await createTournament(t, creator, { totalFeePerPlayer: '12.50', courtFee: '10.00' });
    await t.processTournaments();

    const streams = t.running.app.get(TournamentStreams, { strict: false });
    const process = t.running.app.get(TournamentProcess, { strict: false });
    const read = streams.read.bind(streams);
    let stepHasRead!: () => void;
    const stepRead = new Promise<void>((resolve) => (stepHasRead = resolve));
    let releaseStep!: () => void;
    const gate = new Promise<void>((resolve) => (releaseStep = resolve));
    let armed = true;
    const spy = jest.spyOn(streams, 'read').mockImplementation(async (tournamentId: string) => {
      const result = await read(tournamentId);
      if (armed && tournamentId === id) {
        // Only the step started below waits: every later reader (the join itself) goes through.
        armed = false;
        stepHasRead();
        await gate;
      }
      return result;
    });
    try {
      const step = process.run(id);
      await stepRead;
      // The partner joins while the step holds its view of the tournament: reserved, paid, confirmed,
      // and the read models (who moved money for this tournament) already show it.
      await join(partner, id, 1, 2);
      releaseStep();
      await step;
    } finally {
      spy.mockRestore();
    }

    const wallet = types(await t.streamEvents(`wallet-${partner.id}`));
    expect(wallet).toContain('EntryFeeEscrowed');
    expect(wallet).not.toContain('EntryFeeRefunded');
    expect(types(await t.streamEvents(`tournament-${id}`))).toContain('PlayerJoined');

    // Play it out: the escrow ends at exactly zero, and no prefix of the log ever had it below zero.
    await join(rival1, id, 2, 1);
    await join(rival2, id, 2, 2);
    expect((await creator.agent.post(`/api/tournaments/${id}/start`)).status).toBe(200);
    expect((await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin)).status).toBe(200);
    expect((await rival1.agent.post(`/api/tournaments/${id}/result/confirm`)).status).toBe(200);
    await t.processTournaments();
    const players = [creator, partner, rival1, rival2].map((p) => p.id);
    expect(await escrowBalance(t, id, players)).toBe(0);
    await ledgerIsBalanced(t);
  });
});
