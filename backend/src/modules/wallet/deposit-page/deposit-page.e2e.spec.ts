import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balances, types } from '../shared/wallet.spec-helper';

describe('POST /api/payments/deposit (the deposit page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('card: answers a payment intent to confirm and credits nothing until it is paid and recorded', async () => {
    const { agent, user } = await t.signUp();
    const started = await agent.post('/api/payments/deposit').send({ amount: '25.00', method: 'card' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'requires_payment',
      paymentMethod: 'card',
      amount: '25.00',
      fee: '0.75',
      total: '25.75',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);

    const early = await agent
      .post('/api/payments/deposit')
      .send({ amount: '25.00', method: 'card', paymentIntentId: started.body.paymentIntentId });
    expect(early.status).toBe(400);

    await agent
      .post('/api/payments/simulated/confirm')
      .send({ paymentIntentId: started.body.paymentIntentId, cardNumber: '4242424242424242' });
    const done = await agent
      .post('/api/payments/deposit')
      .send({ amount: '25.00', method: 'card', paymentIntentId: started.body.paymentIntentId });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ status: 'completed', amount: '25.00', balance: '25.00' });
    expect((await balances(agent)).balance).toBe('25.00');
  });

  it('bank: needs a reference, then records a pending deposit', async () => {
    const { agent } = await t.signUp();
    const missing = await agent.post('/api/payments/deposit').send({ amount: '50.00', method: 'bank' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Transaction reference is required');
    const res = await agent
      .post('/api/payments/deposit')
      .send({ amount: '50.00', method: 'bank', transactionReference: 'PAGE-REF-1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', balance: '0.00', pendingBalance: '50.00' });
  });

  it.each([
    [{ amount: '5.00', method: 'card' }, 'Minimum deposit is $10'],
    [{ amount: '25.00', method: 'paypal' }, 'Please choose a payment method: card or bank.'],
    [{ amount: '', method: 'card' }, 'Amount is required.'],
  ])('answers 400 for %j', async (body, message) => {
    const { agent } = await t.signUp();
    const res = await agent.post('/api/payments/deposit').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
