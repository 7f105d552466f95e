import { Answer, HttpPlayer } from './http-client';

/**
 * The money commands, as a browser sends them. Each returns the answer of the timed command;
 * steps a command needs first (paying the card intent, creating the match to join) are made by
 * the same client just before and are not timed, but they do load the server.
 */
export type Workload = (client: HttpPlayer, context: WorkloadContext) => Promise<Answer>;

export interface WorkloadContext {
  /** Players who create the matches that the timed client joins. */
  creators: HttpPlayer[];
  /** Matches with a free slot, by id (filled in by the join workload). */
  openMatches: Map<string, Set<string>>;
  counter: { next: number };
}

const BANK = { accountNumber: 'PK36SCBL0000001123456702', accountHolderName: 'Bench Player', bankName: 'Meezan Bank' };

/** A $10.00 withdrawal request (the smallest allowed; the $1.00 fee comes out of it). */
export const WITHDRAWAL = { amount: '10.00', ...BANK };
export const withdrawal: Workload = (client) => client.call('POST', '/api/wallet/withdraw', WITHDRAWAL, true);

/** A $20.00 card deposit through the simulated processor: intent, pay with 4242, then the timed credit. */
export const cardDeposit: Workload = async (client) => {
  const intent = await client.must('POST', '/api/create-payment-intent', { amount: '20.00' }, true);
  const paymentIntentId = intent.paymentIntentId as string;
  await client.must('POST', '/api/payments/simulated/confirm', { paymentIntentId, cardNumber: '4242 4242 4242 4242' });
  return client.call(
    'POST',
    '/api/wallet/deposit',
    { amount: '20.00', paymentMethod: 'card', transactionReference: paymentIntentId },
    true,
  );
};

const benchMatch = (counter: { next: number }) => ({
  name: `Bench match ${counter.next++}`,
  game: 'padel',
  location: 'Bench Club',
  totalFeePerPlayer: '10.00',
  maxPlayers: 4,
  startTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
});

/**
 * Joining a $10.00 match with a free slot that this player is not in yet; when there is none, a
 * creator (not the timed client) opens one first.
 */
export const tournamentJoin: Workload = async (client, context) => {
  let matchId: string | null = null;
  for (const [id, players] of context.openMatches) {
    if (!players.has(client.id) && players.size < 4) {
      matchId = id;
      break;
    }
  }
  if (matchId === null) {
    let creator = context.creators[context.counter.next++ % context.creators.length];
    if (creator?.id === client.id) creator = context.creators[context.counter.next++ % context.creators.length];
    if (!creator) throw new Error('the bench has no match creators');
    const created = await creator.must('POST', '/api/tournaments', benchMatch(context.counter), true);
    matchId = created.id as string;
    context.openMatches.set(matchId, new Set([creator.id]));
  }
  const players = context.openMatches.get(matchId)!;
  players.add(client.id);
  if (players.size >= 4) context.openMatches.delete(matchId);
  return client.call('POST', `/api/tournaments/${matchId}/join`, {}, true);
};

/** Opening a $10.00 match (the creator's entry fee is escrowed with it). */
export const matchCreation: Workload = (client, context) =>
  client.call('POST', '/api/tournaments', benchMatch(context.counter), true);

const TWO_SET_WIN = {
  winningTeam: 1,
  setScores: [
    { team1: 6, team2: 4 },
    { team1: 6, team2: 3 },
  ],
};

/**
 * A started match of four: the client creates it, three other players join (the third lands on
 * team 2, whose player confirms), and the client starts it. Not timed; it loads the server.
 */
async function startedMatch(
  client: HttpPlayer,
  context: WorkloadContext,
): Promise<{ id: string; opponent: HttpPlayer }> {
  const others = context.creators.filter((c) => c.id !== client.id);
  if (others.length < 3) throw new Error('a played match needs three other players');
  const joiners = Array.from({ length: 3 }, () => others[context.counter.next++ % others.length]!);
  if (new Set(joiners.map((j) => j.id)).size < 3) joiners.splice(0, 3, others[0]!, others[1]!, others[2]!);
  const created = await client.must('POST', '/api/tournaments', benchMatch(context.counter), true);
  const id = created.id as string;
  for (const joiner of joiners) await joiner.must('POST', `/api/tournaments/${id}/join`, {}, true);
  await client.must('POST', `/api/tournaments/${id}/start`);
  return { id, opponent: joiners[2]! };
}

/** Reporting a result of a started match (by the creator, team 1). */
export const resultReport: Workload = async (client, context) => {
  const { id } = await startedMatch(client, context);
  return client.call('POST', `/api/tournaments/${id}/result`, TWO_SET_WIN);
};

/**
 * The confirmation by the other team, which settles the match and pays both winners' prizes before
 * it answers (the settlement's own row).
 */
export const settlement: Workload = async (client, context) => {
  const { id, opponent } = await startedMatch(client, context);
  await client.must('POST', `/api/tournaments/${id}/result`, TWO_SET_WIN);
  return opponent.call('POST', `/api/tournaments/${id}/result/confirm`, {});
};

/**
 * What the floors ask for (floor.ts): the fee and limit rules, a constant built at start-up, so the
 * app answers without a query. The bare node:http floor answers the same request bytes.
 */
export const EMPTY_READ_PATH = '/api/config/money';

/** The floors' request: a signed-in GET that does only what every request does (no database of its own). */
export const emptyRead: Workload = (client) => client.call('GET', EMPTY_READ_PATH);

/** The money commands by the name BENCH_WORKLOADS uses. */
export const moneyWorkloads = {
  withdrawal,
  deposit: cardDeposit,
  join: tournamentJoin,
  create: matchCreation,
  report: resultReport,
  settle: settlement,
} satisfies Record<string, Workload>;

/** Everything the load worker can run: the money commands and the floors' empty read. */
export const workloads = { ...moneyWorkloads, emptyRead } satisfies Record<string, Workload>;
