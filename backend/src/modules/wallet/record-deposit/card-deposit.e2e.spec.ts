import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { cardDepositId } from './credit-card-payment.handler';
import { balances, simulatedCardDeposit, types } from '../shared/wallet.spec-helper';

/** Card deposits through the simulated processor (no STRIPE_SECRET_KEY in these tests). */
describe('card deposits (simulated processor)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/payments/config describes the simulated mode and the 3% card fee', async () => {
    const res = await t.agent().get('/api/payments/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 'simulated',
      publishableKey: null,
      cardFeePercent: '3.00',
      cardPaymentsAvailable: true,
      testMode: true,
    });
  });

  it('creates an intent for amount + 3% fee, pays it with 4242 and credits the amount once recorded', async () => {
    const { agent, user } = await t.signUp();
    const intent = await agent.post('/api/create-payment-intent').send({ amount: '50' });
    expect(intent.status).toBe(201);
    expect(intent.body).toMatchObject({
      amount: '50.00',
      fee: '1.50',
      total: '51.50',
      mode: 'simulated',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const paymentIntentId = intent.body.paymentIntentId as string;

    // Paying alone credits nothing: the deposit is recorded by the next call.
    const paid = await agent
      .post('/api/payments/simulated/confirm')
      .send({ paymentIntentId, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ id: paymentIntentId, status: 'succeeded' });
    expect((await balances(agent)).balance).toBe('0.00');

    const recorded = await agent
      .post('/api/wallet/deposit')
      .send({ amount: '50', paymentMethod: 'card', transactionReference: paymentIntentId });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      id: cardDepositId(paymentIntentId),
      status: 'completed',
      amount: '50.00',
      fee: '1.50',
      paymentMethod: 'card',
      balance: '50.00',
      pendingBalance: '0.00',
    });
    expect((await balances(agent)).balance).toBe('50.00');

    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'Deposited']);
    expect(events[1].data).toMatchObject({
      depositId: cardDepositId(paymentIntentId),
      amountCents: 5000,
      feeCents: 150,
      method: 'card',
      reference: paymentIntentId,
      approvedBy: null,
    });
    expect(events[1].metadata).toMatchObject({ actorUserId: user.id, paymentIntentId, creditedVia: 'client-confirm' });

    // Double entry, mirrored on the platform streams: card clearing paid 51.50, revenue got 1.50.
    const clearing = (await t.streamEvents('platform-card-clearing')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    const revenue = (await t.streamEvents('platform-revenue')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    expect(clearing).toHaveLength(1);
    expect(clearing[0]).toMatchObject({
      type: 'LedgerPostingRecorded',
      data: { account: 'platform:clearing:card', netChangeCents: -5150 },
    });
    expect(revenue[0].data).toMatchObject({
      account: 'platform:revenue',
      netChangeCents: 150,
      postings: [
        {
          source: 'platform:clearing:card',
          destination: `wallet:${user.id}:available`,
          amountCents: 5000,
          asset: 'USD/2',
        },
        { source: 'platform:clearing:card', destination: 'platform:revenue', amountCents: 150, asset: 'USD/2' },
      ],
    });

    const list = await agent.get('/api/user/transactions');
    expect(list.body).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: '50.00',
        fee: '1.50',
        status: 'completed',
        stripePaymentIntentId: paymentIntentId,
      }),
    ]);
  });

  it('credits a payment once however often it is recorded', async () => {
    const { agent, user } = await t.signUp();
    const paymentIntentId = await simulatedCardDeposit(agent, 25);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        agent
          .post('/api/wallet/deposit')
          .send({ amount: '25.00', paymentMethod: 'card', transactionReference: paymentIntentId }),
      ),
    );
    expect(again.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(again.every((r) => r.body.balance === '25.00')).toBe(true);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'Deposited']);
  });

  it('declines 4000 0000 0000 0002 with 400 "Your card was declined." and credits nothing', async () => {
    const { agent, user } = await t.signUp();
    const intent = await agent.post('/api/create-payment-intent').send({ amount: '20' });
    const declined = await agent
      .post('/api/payments/simulated/confirm')
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4000000000000002' });
    expect(declined.status).toBe(400);
    expect(declined.body.code).toBe('PAYMENTS.CARD_DECLINED');
    expect(declined.body.message).toBe('Your card was declined.');
    const recorded = await agent
      .post('/api/wallet/deposit')
      .send({ amount: '20', paymentMethod: 'card', transactionReference: intent.body.paymentIntentId });
    expect(recorded.status).toBe(400);
    expect(recorded.body.message).toBe('This payment has not gone through, so nothing was credited.');
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });

  it("refuses an amount that does not match the payment, and someone else's payment", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const intent = await owner.agent.post('/api/create-payment-intent').send({ amount: '40' });
    const id = intent.body.paymentIntentId as string;
    expect(
      (
        await owner.agent
          .post('/api/payments/simulated/confirm')
          .send({ paymentIntentId: id, cardNumber: '4242424242424242' })
      ).status,
    ).toBe(200);

    const mismatch = await owner.agent
      .post('/api/wallet/deposit')
      .send({ amount: '400', paymentMethod: 'card', transactionReference: id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The amount does not match this payment, which was for a $40.00 deposit.');

    const stolen = await other.agent
      .post('/api/wallet/deposit')
      .send({ amount: '40', paymentMethod: 'card', transactionReference: id });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe('This payment belongs to another account.');
    expect(
      (
        await other.agent
          .post('/api/payments/simulated/confirm')
          .send({ paymentIntentId: id, cardNumber: '4242424242424242' })
      ).status,
    ).toBe(404);

    const unknown = await owner.agent
      .post('/api/wallet/deposit')
      .send({ amount: '40', paymentMethod: 'card', transactionReference: 'pi_sim_doesnotexist' });
    expect(unknown.status).toBe(404);
    expect(types(await t.streamEvents(`wallet-${owner.user.id}`))).toEqual(['WalletOpened']);
    expect(types(await t.streamEvents(`wallet-${other.user.id}`))).toEqual(['WalletOpened']);
  });

  it.each([
    [{ amount: '5' }, 'Minimum deposit is $10'],
    [{ amount: '10000.01' }, 'Maximum deposit is $10,000'],
    [{ amount: '12.345' }, 'Amount can have at most 2 decimal places.'],
    [{ amount: 'ten' }, 'Amount must be a number of dollars, for example 12.50.'],
    [{}, 'Amount is required.'],
  ])('refuses a payment intent for %j with a readable 400', async (body, message) => {
    const { agent } = await t.signUp();
    const res = await agent.post('/api/create-payment-intent').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('needs a signed-in player', async () => {
    expect((await t.agent().post('/api/create-payment-intent').send({ amount: '50' })).status).toBe(401);
    expect(
      (
        await t
          .agent()
          .post('/api/wallet/deposit')
          .send({ amount: '50', paymentMethod: 'card', transactionReference: 'pi_x' })
      ).status,
    ).toBe(401);
  });
});
