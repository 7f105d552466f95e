import Stripe from 'stripe';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { startStripeStandIn, StandInIntent, StripeStandIn } from '../../../payments/stripe/stripe-stand-in.spec-helper';
import { cardDepositId } from '../record-deposit/credit-card-payment.handler';
import { balances, types } from '../shared/wallet.spec-helper';

const WEBHOOK_SECRET = 'whsec_e2e_secret';

/** Stripe mode: the real SDK talks to a local stand-in; webhooks are signed for real. */
describe('Stripe deposits: client confirm and webhook', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp({
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  let eventCounter = 0;
  async function webhook(
    intent: StandInIntent,
    options: { type?: string; secret?: string; tamper?: (payload: string) => string } = {},
  ) {
    eventCounter += 1;
    const payload = JSON.stringify({
      id: `evt_${eventCounter}`,
      object: 'event',
      type: options.type ?? 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
    const res = await t
      .agent()
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(options.tamper ? options.tamper(payload) : payload);
    await t.settled(); // Stripe is another client: what the player reads next waits for the read models
    return res;
  }

  async function paidIntent(agent: ReturnType<TestApp['agent']>, amount: number): Promise<StandInIntent> {
    const res = await agent.post('/api/create-payment-intent').send({ amount: String(amount) });
    expect(res.status).toBe(201);
    return standIn.succeed(res.body.paymentIntentId as string);
  }

  it('GET /api/payments/config says stripe, with the publishable key', async () => {
    const res = await t.agent().get('/api/payments/config');
    expect(res.body).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_e2e', cardFeePercent: '3.00' });
  });

  it('creates the PaymentIntent at the provider: amount + fee charged, the credit and the user in metadata', async () => {
    const { agent, user } = await t.signUp();
    const res = await agent.post('/api/create-payment-intent').send({ amount: '100.00' });
    expect(res.status).toBe(201);
    const intent = standIn.intents.get(res.body.paymentIntentId as string)!;
    expect(intent).toMatchObject({ amount: 10300, currency: 'usd', client_secret: res.body.clientSecret });
    expect(intent.metadata).toEqual({
      purpose: 'wallet_deposit',
      userId: user.id,
      walletAmountCents: '10000',
      cardFeeCents: '300',
      method: 'card',
    });
  });

  it('credits exactly once for ten duplicate webhooks racing a client confirm', async () => {
    const { agent, user } = await t.signUp();
    const intent = await paidIntent(agent, 50);
    const [confirm, ...hooks] = await Promise.all([
      agent.post('/api/wallet/deposit').send({ amount: '50', paymentMethod: 'card', transactionReference: intent.id }),
      ...Array.from({ length: 10 }, () => webhook(intent)),
    ]);
    expect(confirm.status).toBe(201);
    expect(confirm.body).toMatchObject({ status: 'completed', amount: '50.00', balance: '50.00' });
    expect(hooks.map((h) => h.status)).toEqual(Array(10).fill(200));
    // At most one webhook did the crediting (or none, if the confirm got there first).
    expect(hooks.filter((h) => h.body.newlyCredited === true).length).toBeLessThanOrEqual(1);

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'Deposited']);
    expect(events[1].data).toMatchObject({
      depositId: cardDepositId(intent.id),
      amountCents: 5000,
      feeCents: 150,
      reference: intent.id,
    });
    expect((await balances(agent)).balance).toBe('50.00');
    const mirrors = (await t.streamEvents('platform-card-clearing')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    expect(mirrors).toHaveLength(1);

    // Later repeats of either path change nothing.
    expect((await webhook(intent)).body).toMatchObject({ handled: true, newlyCredited: false });
    expect(
      (
        await agent
          .post('/api/wallet/deposit')
          .send({ amount: '50', paymentMethod: 'card', transactionReference: intent.id })
      ).body.balance,
    ).toBe('50.00');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'Deposited']);
  });

  it('credits from the webhook alone when the browser never comes back', async () => {
    const { agent, user } = await t.signUp();
    const intent = await paidIntent(agent, 20);
    const res = await webhook(intent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, handled: true, newlyCredited: true });
    expect((await balances(agent)).balance).toBe('20.00');
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(events[1].metadata).toMatchObject({
      creditedVia: 'stripe-webhook',
      actorUserId: null,
      paymentIntentId: intent.id,
    });
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_wrong' }],
    ['with a body changed after signing', { tamper: (p: string) => p.replace(/"amount":\d+/, '"amount":999999') }],
  ])('answers 400 for a webhook %s and credits nothing', async (_what, options) => {
    const { agent, user } = await t.signUp();
    const intent = await paidIntent(agent, 30);
    const res = await webhook(intent, options);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.WEBHOOK_SIGNATURE');
    expect(res.body.message).toBe('The webhook signature is not valid.');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('answers 400 for an unsigned webhook', async () => {
    const res = await t
      .agent()
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_x"}');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.WEBHOOK_SIGNATURE');
    expect(res.body.message).toBe('The webhook signature is missing.');
  });

  it('acknowledges other event types without crediting', async () => {
    const { agent, user } = await t.signUp();
    const intent = await paidIntent(agent, 30);
    const res = await webhook(intent, { type: 'payment_intent.created' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, handled: false });
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('refuses a signed report whose amount differs from what the deposit asked to charge', async () => {
    const { agent, user } = await t.signUp();
    const intent = await paidIntent(agent, 30);
    const res = await webhook({ ...intent, amount: 100, amount_received: 100 });
    expect(res.status).toBe(400);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('does not credit a client confirm before the provider says succeeded', async () => {
    const { agent, user } = await t.signUp();
    const created = await agent.post('/api/create-payment-intent').send({ amount: '15' });
    const res = await agent
      .post('/api/wallet/deposit')
      .send({ amount: '15', paymentMethod: 'card', transactionReference: created.body.paymentIntentId });
    expect(res.status).toBe(400);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it('says the simulated processor is off in stripe mode', async () => {
    const { agent } = await t.signUp();
    const res = await agent
      .post('/api/payments/simulated/confirm')
      .send({ paymentIntentId: 'pi_123', cardNumber: '4242424242424242' });
    expect(res.status).toBe(404);
  });
});
