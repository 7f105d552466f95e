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
    const created = await creator.must(
      'POST',
      '/api/tournaments',
      {
        name: `Bench match ${context.counter.next}`,
        game: 'padel',
        location: 'Bench Club',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      },
      true,
    );
    matchId = created.id as string;
    context.openMatches.set(matchId, new Set([creator.id]));
  }
  const players = context.openMatches.get(matchId)!;
  players.add(client.id);
  if (players.size >= 4) context.openMatches.delete(matchId);
  return client.call('POST', `/api/tournaments/${matchId}/join`, {}, true);
};

/**
 * What the floors ask for (floor.ts): the fee and limit rules, a constant built at start-up, so the
 * app answers without a query. The bare node:http floor answers the same request bytes.
 */
export const EMPTY_READ_PATH = '/api/config/money';

/** The floors' request: a signed-in GET that does only what every request does (no database of its own). */
export const emptyRead: Workload = (client) => client.call('GET', EMPTY_READ_PATH);

/** The money commands by the name BENCH_WORKLOADS uses. */
export const moneyWorkloads = { withdrawal, deposit: cardDeposit, join: tournamentJoin } satisfies Record<
  string,
  Workload
>;

/** Everything the load worker can run: the money commands and the floors' empty read. */
export const workloads = { ...moneyWorkloads, emptyRead } satisfies Record<string, Workload>;
