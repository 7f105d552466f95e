import Stripe from 'stripe';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { startStripeStandIn, StandInRefund, StripeStandIn } from '../../../payments/stripe/stripe-stand-in.spec-helper';
import { balances, bank, fund, types } from '../shared/wallet.spec-helper';

const WEBHOOK_SECRET = 'whsec_card_withdrawals';

/** Stripe mode: card withdrawals are Stripe refunds through the real SDK, against the stand-in. */
describe('withdrawals to the card (closed loop)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.refundStatus = 'succeeded';
  });

  let eventCounter = 0;
  async function refundWebhook(refund: StandInRefund, type = 'refund.updated') {
    eventCounter += 1;
    const payload = JSON.stringify({
      id: `evt_refund_${eventCounter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: refund },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t
      .agent()
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
    await t.settled();
    return res;
  }

  /** A card deposit paid at the stand-in and recorded: the wallet gets `dollars`. */
  async function cardDeposit(agent: ReturnType<TestApp['agent']>, dollars: number): Promise<string> {
    const created = await agent.post('/api/create-payment-intent').send({ amount: String(dollars) });
    expect(created.status).toBe(201);
    const intent = stripe.succeed(created.body.paymentIntentId as string);
    const recorded = await agent
      .post('/api/wallet/deposit')
      .send({ amount: String(dollars), paymentMethod: 'card', transactionReference: intent.id });
    expect(recorded.status).toBe(201);
    return intent.id;
  }

  const refundsOf = (withdrawalId: string) =>
    [...stripe.refunds.values()].filter((r) => r.metadata.withdrawalId === withdrawalId);

  async function ledgerClean() {
    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  }

  it('refunds the card payment at once: no fee, completed, the card clearing account pays it', async () => {
    const { agent, user } = await t.signUp();
    const older = await cardDeposit(agent, 50);
    const newer = await cardDeposit(agent, 30);
    expect((await agent.get('/api/wallet/card-withdrawable')).body).toEqual({ amount: '50.00', cardPayments: 2 });

    const res = await agent.post('/api/wallet/withdraw').send({ amount: '25', method: 'card' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Completed',
      amount: '25.00',
      fee: '0.00',
      netAmount: '25.00',
      balance: '55.00',
    });

    const refunds = refundsOf(res.body.id as string);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ payment_intent: newer, amount: 2500, status: 'succeeded' });
    expect(older).not.toBe(newer);
    const refundRequest = stripe.requests.find((r) => r.path === '/v1/refunds')!;
    expect(refundRequest.headers['idempotency-key']).toBe(`card-withdrawal-${res.body.id as string}`);

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events).slice(-2)).toEqual(['WithdrawalRequested', 'WithdrawalCompleted']);
    expect(events.at(-2)!.data).toMatchObject({ method: 'card', paymentIntentId: newer, feeCents: 0 });
    expect(events.at(-1)!.data).toMatchObject({
      method: 'card',
      refundId: refunds[0].id,
      completedBy: 'card-processor',
    });
    expect((await balances(agent)).balance).toBe('55.00');
    expect((await agent.get('/api/wallet/card-withdrawable')).body).toEqual({ amount: '50.00', cardPayments: 2 });
    await ledgerClean();
  });

  it('refuses more than a card can take back, saying how much can go to a card, and appends nothing', async () => {
    const { agent, user } = await t.signUp();
    await cardDeposit(agent, 40);
    await fund(t, user.id, '100.00');
    const before = types(await t.streamEvents(`wallet-${user.id}`));

    const res = await agent.post('/api/wallet/withdraw').send({ amount: '60', method: 'card' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WALLET.CARD_REFUND_LIMIT');
    expect(res.body.message).toContain('At most $40.00 can go back to a card');
    expect(res.body.message).toContain('bank account');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(before);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form['metadata[userId]'] === user.id)).toEqual(
      [],
    );

    // The rest goes to a bank account as before.
    const toBank = await agent.post('/api/wallet/withdraw').send({ amount: '60', method: 'bank', ...bank });
    expect(toBank.status).toBe(201);
  });

  it.each([
    [
      'no card payment at all',
      async (_a: ReturnType<TestApp['agent']>, id: string) => fund(t, id, '80.00'),
      '20',
      'WALLET.CARD_REFUND_LIMIT',
    ],
    [
      'below the $10 minimum',
      async (a: ReturnType<TestApp['agent']>) => void (await cardDeposit(a, 50)),
      '9.99',
      'WALLET.WITHDRAWAL_BELOW_MINIMUM',
    ],
    [
      'above the balance',
      async (a: ReturnType<TestApp['agent']>) => void (await cardDeposit(a, 20)),
      '30',
      'WALLET.INSUFFICIENT_FUNDS',
    ],
    [
      'an invalid method',
      async (a: ReturnType<TestApp['agent']>) => void (await cardDeposit(a, 20)),
      '10',
      'VALIDATION',
    ],
  ])('refuses a card withdrawal with %s: 4xx with a code, nothing appended', async (_what, setup, amount, code) => {
    const { agent, user } = await t.signUp();
    await setup(agent, user.id);
    const before = types(await t.streamEvents(`wallet-${user.id}`));
    const method = code === 'VALIDATION' ? 'paypal' : 'card';
    const res = await agent.post('/api/wallet/withdraw').send({ amount, method });
    expect(res.status).toBe(400);
    if (code !== 'VALIDATION') expect(res.body.code).toBe(code);
    expect(typeof res.body.message).toBe('string');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(before);
  });

  it('refuses an unverified player, as a bank withdrawal does, and appends nothing', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const res = await agent.post('/api/wallet/withdraw').send({ amount: '10', method: 'card' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('IDENTITY.VERIFICATION_REQUIRED');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('a refund that fails later reverses the withdrawal: the money returns to the wallet, once', async () => {
    stripe.refundStatus = 'pending';
    const { agent, user } = await t.signUp();
    await cardDeposit(agent, 50);
    const res = await agent.post('/api/wallet/withdraw').send({ amount: '50', method: 'card' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'Processing', balance: '0.00' });
    expect((await agent.get('/api/wallet/card-withdrawable')).body.amount).toBe('0.00');

    const [refund] = refundsOf(res.body.id as string);
    const pending = await refundWebhook(refund, 'refund.created');
    expect(pending.body).toMatchObject({ handled: true, withdrawalStatus: 'pending' });

    const failed = stripe.failRefund(refund.id, 'expired_or_canceled_card');
    const hooks = await Promise.all([
      refundWebhook(failed, 'refund.failed'),
      refundWebhook(failed, 'charge.refund.updated'),
      refundWebhook(failed, 'refund.updated'),
    ]);
    expect(hooks.map((h) => h.status)).toEqual([200, 200, 200]);
    expect(hooks.map((h) => h.body.withdrawalStatus)).toEqual(['rejected', 'rejected', 'rejected']);

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events).slice(-2)).toEqual(['WithdrawalRequested', 'WithdrawalRejected']);
    expect(events.at(-1)!.data).toMatchObject({
      rejectedBy: 'card-processor',
      refundId: refund.id,
      reason: 'The card refund failed (expired or canceled card); the money is back in the wallet.',
    });
    expect((await balances(agent)).balance).toBe('50.00');
    // The card payment can be refunded again, and an admin cannot touch the card withdrawal.
    expect((await agent.get('/api/wallet/card-withdrawable')).body.amount).toBe('50.00');
    const admin = await t.admin();
    const complete = await admin.post(`/api/admin/withdrawals/${res.body.id as string}/complete`).send({});
    expect([complete.status, complete.body.code]).toEqual([409, 'WALLET.CARD_WITHDRAWAL_AUTOMATIC']);
    await ledgerClean();
  });

  it('a pending refund completes on its webhook; repeats and retries never refund twice', async () => {
    stripe.refundStatus = 'pending';
    const { agent, user } = await t.signUp();
    await cardDeposit(agent, 40);
    const key = `card-${user.id}`;
    const first = await agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', key)
      .send({ amount: '40', method: 'card' });
    expect(first.status).toBe(201);
    const retries = await Promise.all(
      [1, 2, 3].map(() =>
        agent.post('/api/wallet/withdraw').set('Idempotency-Key', key).send({ amount: '40', method: 'card' }),
      ),
    );
    expect(retries.map((r) => r.body.id as string)).toEqual([first.body.id, first.body.id, first.body.id]);
    expect(refundsOf(first.body.id as string)).toHaveLength(1);

    const [refund] = refundsOf(first.body.id as string);
    refund.status = 'succeeded';
    const hooks = await Promise.all([1, 2, 3, 4].map(() => refundWebhook(refund)));
    expect(hooks.map((h) => h.body.withdrawalStatus)).toEqual(['completed', 'completed', 'completed', 'completed']);
    // A failure reported after the refund succeeded moves no money (finance resolves it).
    await refundWebhook({ ...refund, status: 'failed', failure_reason: 'unknown' }, 'refund.failed');

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events).filter((type) => type.startsWith('Withdrawal'))).toEqual([
      'WithdrawalRequested',
      'WithdrawalCompleted',
    ]);
    expect((await balances(agent)).balance).toBe('0.00');
    expect((await agent.get('/api/wallet/card-withdrawable')).body).toEqual({ amount: '0.00', cardPayments: 0 });
    await ledgerClean();
  });

  it('ignores refunds that are not wallet withdrawals, and refuses a report that does not match', async () => {
    const { agent, user } = await t.signUp();
    await cardDeposit(agent, 30);
    const res = await agent.post('/api/wallet/withdraw').send({ amount: '20', method: 'card' });
    const [refund] = refundsOf(res.body.id as string);
    const foreign = await refundWebhook({ ...refund, metadata: {} });
    expect(foreign.body).toEqual({ received: true, handled: false });
    const before = types(await t.streamEvents(`wallet-${user.id}`));
    const mismatch = await refundWebhook({ ...refund, amount: 1 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('WALLET.CARD_REFUND_MISMATCH');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(before);
  });

  it('a refund Stripe refuses outright reverses the withdrawal at once', async () => {
    const { agent, user } = await t.signUp();
    const intent = await cardDeposit(agent, 30);
    // Someone refunded the payment in Stripe's dashboard: Stripe refuses a second refund.
    stripe.refunds.set('re_dashboard', {
      id: 're_dashboard',
      object: 'refund',
      amount: 3090,
      currency: 'usd',
      payment_intent: intent,
      status: 'succeeded',
      failure_reason: null,
      metadata: {},
      created: 0,
    });
    const res = await agent.post('/api/wallet/withdraw').send({ amount: '30', method: 'card' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'Rejected', balance: '30.00' });
    expect(types(await t.streamEvents(`wallet-${user.id}`)).slice(-2)).toEqual([
      'WithdrawalRequested',
      'WithdrawalRejected',
    ]);
    await ledgerClean();
  });
});
