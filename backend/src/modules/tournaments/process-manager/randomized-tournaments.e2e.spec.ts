import { fold } from '../../../domain/shared/decider';
import { tournamentDecider } from '../../../domain/tournament/tournament.decider';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { slotsAndEscrowsAgree, walletFactsFor } from '../../../domain/tournament/tournament.process-manager';
import { prng } from '../../../domain/tournament/tournament-world.spec-helper';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, escrowBalance, fundedPlayer, ledgerIsBalanced, Player } from '../shared/tournament.spec-helper';

interface Seen {
  id: string;
  status: string;
  creatorId: string;
  participants: Array<{ userId: string; teamNumber: number; status: string }>;
  result: { status: string; reporterTeam: number | null } | null;
}

/**
 * The seeds to run: RANDOMIZED_TOURNAMENT_SEEDS is a count (`20`: the first seed and the 19 after
 * it) or a comma-separated list. `npm test` runs the first alone; issue 19's proof ran 20.
 */
const FIRST_SEED = 20261121;

function seeds(): number[] {
  const first = FIRST_SEED;
  const setting = process.env.RANDOMIZED_TOURNAMENT_SEEDS?.trim();
  if (!setting) return [first];
  if (/^\d{1,3}$/.test(setting)) return Array.from({ length: Number(setting) }, (_, i) => first + i);
  return setting.split(',').map((seed) => Number(seed.trim()));
}

/**
 * Many tournaments driven at random through the API (seeded, so a failure replays), with time
 * moving and the process manager running in between. Afterwards: no answer was a 5xx, the ledger
 * verifies (at every prefix of the log, not only the end), money is conserved, and every
 * tournament's slots and escrows agree. Each seed runs on a fresh app and database: the checks
 * count one seed's players and tournaments.
 */
describe('randomized tournaments through the API', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it.each(seeds())(
    'keeps every invariant (seed %i)',
    async (seed) => {
      t = await startTestApp();
      const random = prng(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
      const players: Player[] = [];
      let funded = 0;
      for (let i = 0; i < 10; i++) {
        const cents = 300 + Math.floor(random() * 8000);
        players.push(await fundedPlayer(t, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`));
        funded += cents;
      }
      const byId = new Map(players.map((p) => [p.id, p]));
      const admin = await t.admin();
      const ids: string[] = [];
      const statuses = new Map<number, number>();
      const note = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const seen = async (id: string): Promise<Seen> => (await admin.get(`/api/tournaments/${id}`)).body as Seen;
      const fees = [
        { totalFeePerPlayer: '0.33' },
        { totalFeePerPlayer: '5.00' },
        { totalFeePerPlayer: '10.00' },
        { totalFeePerPlayer: '12.50', courtFee: '10.00' },
        { totalFeePerPlayer: '40.00' },
      ];

      for (let step = 0; step < 140; step++) {
        const roll = random();
        const player = pick(players);
        if (roll < 0.07 || ids.length === 0) {
          const res = await player.agent.post('/api/tournaments').send({
            name: `Random ${step}`,
            game: pick(['padel', 'pickleball']),
            location: null,
            maxPlayers: 4,
            startTime: t.clock.iso((1 + Math.floor(random() * 30)) * 60 * 60 * 1000),
            ...pick(fees),
          });
          note(res.status);
          if (res.status === 201) ids.push(res.body.id);
          continue;
        }
        // Most actions go where they can apply (joins to waiting tournaments, results to games in
        // play); a fifth go anywhere, to exercise the refusals too.
        const all = (await admin.get('/api/tournaments')).body as Seen[];
        const phase = roll < 0.6 ? 'waiting' : 'in_progress';
        const fitting = all.filter((x) => x.status === phase);
        const tournament = fitting.length > 0 && random() < 0.8 ? pick(fitting) : await seen(pick(ids));
        const url = `/api/tournaments/${tournament.id}`;
        const member = tournament.participants.length > 0 ? byId.get(pick(tournament.participants).userId) : undefined;
        if (roll < 0.45) {
          // A burst of joins, some for the same slot.
          const racers = [player, pick(players), pick(players)];
          const slot = random() < 0.5 ? {} : { teamNumber: pick([1, 2]), position: pick([1, 2]) };
          (await Promise.all(racers.map((r) => r.agent.post(`${url}/join`).send(slot)))).forEach((r) => note(r.status));
        } else if (roll < 0.5 && member) {
          note((await member.agent.post(`${url}/leave`)).status);
        } else if (roll < 0.53) {
          note((await player.agent.post(`${url}/waitlist`)).status);
        } else if (roll < 0.6) {
          note((await byId.get(tournament.creatorId)!.agent.post(`${url}/start`)).status);
        } else if (roll < 0.63) {
          const who = random() < 0.5 ? admin : byId.get(tournament.creatorId)!.agent;
          note((await who.post(`${url}/cancel`).send({})).status);
        } else if (roll < 0.73 && member) {
          const winningTeam = pick([1, 2]);
          const setScores =
            winningTeam === 1
              ? [
                  { team1: 6, team2: 2 },
                  { team1: 7, team2: 5 },
                ]
              : [
                  { team1: 3, team2: 6 },
                  { team1: 6, team2: 4 },
                  { team1: 1, team2: 6 },
                ];
          note((await member.agent.post(`${url}/result`).send({ winningTeam, setScores })).status);
        } else if (roll < 0.82 && member) {
          note((await member.agent.post(`${url}/result/confirm`)).status);
        } else if (roll < 0.86 && member) {
          note((await member.agent.post(`${url}/result/dispute`).send({ reason: 'Not what happened' })).status);
        } else if (roll < 0.9 && member) {
          note(
            (await admin.post(`/api/admin/tournaments/${tournament.id}/declare-winner`).send({ winnerId: member.id }))
              .status,
          );
        } else {
          t.clock.advance(Math.floor(random() * 8 * 60 * 60 * 1000));
          await t.processTournaments();
        }
      }
      // Let every deadline pass: everything open is cancelled or confirmed, and settled.
      t.clock.advanceHours(24 * 3);
      await t.processTournaments();
      // Games still unreported get a report, which confirms itself a day later.
      for (const id of ids) {
        const tournament = await seen(id);
        if (tournament.status === 'in_progress' && tournament.result === null) {
          const reporter = byId.get(tournament.participants[0].userId)!;
          note(
            (
              await reporter.agent.post(`/api/tournaments/${id}/result`).send({
                winningTeam: 1,
                setScores: [
                  { team1: 6, team2: 0 },
                  { team1: 6, team2: 0 },
                ],
              })
            ).status,
          );
        }
      }
      t.clock.advanceHours(25);
      await t.processTournaments();

      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      // The first seed is known to exercise successes and refusals; any other seed checks the invariants.
      if (seed === FIRST_SEED) {
        expect(statuses.get(200)).toBeGreaterThan(20);
        expect(statuses.get(400)).toBeGreaterThan(0);
      }
      await ledgerIsBalanced(t);

      const outcomes = new Map<string, number>();
      let platformCents = 0;
      let courtCents = 0;
      let openEscrowCents = 0;
      for (const id of ids) {
        const tournamentEvents = (await t.streamEvents(`tournament-${id}`)).map((e) => ({
          type: e.type,
          data: e.data,
        }));
        const domainEvents = tournamentEvents.filter((e) => e.type !== 'RatingsUpdated') as TournamentEvent[];
        const state = fold(tournamentDecider, domainEvents);
        const walletEvents = [];
        for (const p of players)
          for (const e of await t.streamEvents(`wallet-${p.id}`))
            walletEvents.push({ userId: p.id, event: { type: e.type, data: e.data } as WalletEvent });
        expect(slotsAndEscrowsAgree(state, walletFactsFor(id, walletEvents))).toBe(true);
        const escrow = await escrowBalance(
          t,
          id,
          players.map((p) => p.id),
        );
        // Settled and cancelled tournaments hold nothing; one still being played (no result, or a
        // dispute awaiting an admin) holds exactly the four paid fees.
        const joined = [...state.reservations.values()].filter((r) => r.status === 'joined');
        const held =
          state.status === 'completed' || state.status === 'cancelled'
            ? 0
            : joined.reduce((sum, r) => sum + r.amountCents, 0);
        expect(escrow).toBe(held);
        if (state.status === 'waiting') throw new Error(`tournament ${id} still waiting after its start time`);
        openEscrowCents += escrow;
        for (const e of domainEvents) {
          if (e.type === 'PlatformFeeCollected') platformCents += e.data.amountCents;
          if (e.type === 'CourtFeeCollected') courtCents += e.data.amountCents;
        }
        const view = await seen(id);
        outcomes.set(state.status, (outcomes.get(state.status) ?? 0) + 1);
        expect(view.participants.filter((p) => p.status === 'joined')).toHaveLength(
          [...state.reservations.values()].filter((r) => r.status === 'joined').length,
        );
        expect(view.status).toBe(state.status);
      }
      // The first seed reaches every ending.
      if (seed === FIRST_SEED) {
        expect(outcomes.get('completed')).toBeGreaterThan(0);
        expect(outcomes.get('cancelled')).toBeGreaterThan(0);
      }
      // Money is conserved: what was funded is in the wallets, the platform, the venues or an open escrow.
      let walletCents = 0;
      for (const p of players) {
        const [whole, cents] = (await balanceOf(p)).split('.');
        walletCents += Number(whole) * 100 + Number(cents);
      }
      expect(walletCents + platformCents + courtCents + openEscrowCents).toBe(funded);
    },
    240_000,
  ); // hundreds of API calls: allow for a busy 2-core CI machine
});
