import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { RequestWrites } from '../../../infrastructure/event-sourcing/written-position';
import {
  Player,
  createTournament,
  fundedPlayer,
  join,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';
import { TournamentProcess, systemContext } from './tournament-process';

interface Receipt {
  userId: string;
  before: string;
  after: string;
}

/** Ratings are decided on the sport's `ratings-{sport}` stream, never read from the users read model. */
describe('ratings after a match, from the ratings stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A match `creator` creates and wins with three new players; the confirmation's receipt of the creator. */
  const win = async (creator: Player, game: 'padel' | 'pickleball'): Promise<Receipt> => {
    const id = await createTournament(t, creator, { game });
    const [partner, rival1, rival2] = await Promise.all([0, 1, 2].map(() => fundedPlayer(t)));
    await join(partner, id, 1, 2);
    await join(rival1, id, 2, 1);
    await join(rival2, id, 2, 2);
    await creator.agent.post(`/api/tournaments/${id}/start`).expect(200);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const confirmed = await rival1.agent.post(`/api/tournaments/${id}/result/confirm`).expect(200);
    return (confirmed.body.ratingReceipts as Receipt[]).find((r) => r.userId === creator.id)!;
  };

  it("starts a sport's stream from the ratings the tournaments recorded before it existed", async () => {
    const creator = await fundedPlayer(t);
    // A padel rating recorded the old way (on a tournament stream) before any padel match was rated here.
    const legacyTournament = randomUUID();
    await t.running.app.get<EventStore>(EVENT_STORE, { strict: false }).appendToStream(
      streamNames().tournament(legacyTournament),
      [
        {
          id: randomUUID(),
          type: 'RatingsUpdated',
          data: {
            tournamentId: legacyTournament,
            sport: 'padel',
            winningTeam: 1,
            receipts: [
              { userId: creator.id, teamNumber: 1, beforeTenths: 50, afterTenths: 55, expectedWinPercent: 50 },
            ],
            ratedAt: t.clock.iso(),
          },
          metadata: {},
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const receipt = await win(creator, 'padel');
    expect(receipt.before).toBe('5.5');
    const [carried] = await t.streamEvents(streamNames().ratings('padel'));
    expect(carried?.type).toBe('RatingsCarriedOver');
    expect(carried?.data).toMatchObject({
      ratings: [{ userId: creator.id, tenths: 55 }],
      ratedTournamentIds: [legacyTournament],
    });
  });

  it('rates a second match from the rating the first gave, per sport, each match once', async () => {
    const creator = await fundedPlayer(t);
    const first = await win(creator, 'pickleball');
    expect(first.before).toBe('1.0');
    expect(Number(first.after)).toBeGreaterThan(1);
    const second = await win(creator, 'pickleball');
    expect(second.before).toBe(first.after);
    expect(types(await t.streamEvents(streamNames().ratings('pickleball')))).toEqual([
      'RatingsCarriedOver',
      'MatchRated',
      'MatchRated',
    ]);
    // The background process finds nothing left to rate: no match is rated twice.
    await t.processTournaments();
    expect(await t.streamEvents(streamNames().ratings('pickleball'))).toHaveLength(3);
  });

  // The background loop and a confirmation's follow-up can work on one tournament at once. When the
  // loop settles and rates it first, the follow-up finds nothing to do; the answer must still wait for
  // what the loop wrote, or it showed the tournament without its ratings (a flaky failure of the test
  // above, under load).
  it('a follow-up that finds the match settled and rated by another writer answers with that work', async () => {
    const { id, creator, rival1 } = await playingTournament(t, { game: 'pickleball' });
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const get = <T>(type: new (...args: never[]) => T): T => t.running.app.get(type, { strict: false });
    const stream = streamNames().tournament(id);
    // The confirmation, without its follow-up; then the background loop's step does the rest.
    await get(CommandExecutor).handle(
      stream,
      tournamentStreamDecider,
      { type: 'ConfirmResult', data: { userId: rival1.id, now: t.clock.iso() } },
      systemContext(),
    );
    await get(TournamentProcess).run(id);
    const done = (await t.running.app.get<EventStore>(EVENT_STORE, { strict: false }).readStream(stream)).at(-1);
    expect(done?.type).toBe('RatingsUpdated');

    // The follow-up, as in a request: nothing left to do, and the answer waits for the loop's work.
    const writes = new RequestWrites();
    await writes.run(() => get(TournamentProcess).followUp(id, systemContext()));
    expect(writes.position).toEqual(done?.position);
  });
});
