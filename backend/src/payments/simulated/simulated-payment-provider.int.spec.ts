import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { SimulatedPaymentProvider } from './simulated-payment-provider';

describe('SimulatedPaymentProvider', () => {
  let db: TestDatabase;
  let provider: SimulatedPaymentProvider;
  beforeAll(async () => {
    db = await createTestDatabase();
    provider = new SimulatedPaymentProvider(db.dataSource, false);
  });
  afterAll(() => db.drop());

  const create = (idempotencyKey?: string) =>
    provider.createPaymentIntent({ amountCents: 5150, currency: 'usd', metadata: { userId: 'u1' }, idempotencyKey });

  it('keeps intents like Stripe: requires_payment_method, then succeeded with 4242', async () => {
    const { id, clientSecret } = await create();
    expect(id).toMatch(/^pi_sim_[0-9a-f]{24}$/);
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_`));
    expect(await provider.retrievePaymentIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 5150,
      amountReceivedCents: 0,
      currency: 'usd',
      metadata: { userId: 'u1' },
    });
    expect(await provider.confirm(id, '4242 4242 4242 4242')).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 5150,
    });
    // Paying again changes nothing, whatever card is sent.
    expect(await provider.confirm(id, '4000 0000 0000 0002')).toMatchObject({ status: 'succeeded' });
    const { rows } = await db.pool.query(`SELECT amount FROM simulated_payment_intents WHERE id = $1`, [id]);
    expect(rows[0].amount).toBe('51.50');
  });

  it('declines 4000 0000 0000 0002 and refuses unknown cards, leaving the intent unpaid', async () => {
    const { id } = await create();
    await expect(provider.confirm(id, '4000-0000-0000-0002')).rejects.toThrow('Your card was declined.');
    await expect(provider.confirm(id, '5555 5555 5555 4444')).rejects.toThrow(/accepts only the test cards/);
    expect(await provider.retrievePaymentIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      amountReceivedCents: 0,
    });
  });

  it('gives the same intent for the same idempotency key', async () => {
    expect((await create('k-1')).id).toBe((await create('k-1')).id);
    expect((await create('k-2')).id).not.toBe((await create('k-1')).id);
  });

  it('answers null for an unknown intent, 404 on confirming one', async () => {
    expect(await provider.retrievePaymentIntent('pi_sim_nope')).toBeNull();
    await expect(provider.confirm('pi_sim_nope', '4242424242424242')).rejects.toThrow('No such payment.');
  });

  it('refuses every call in production, so nothing is ever credited without a real payment', async () => {
    const production = new SimulatedPaymentProvider(db.dataSource, true);
    expect(production.enabled).toBe(false);
    await expect(production.createPaymentIntent({ amountCents: 1030, currency: 'usd', metadata: {} })).rejects.toThrow(
      /not configured/,
    );
    await expect(production.retrievePaymentIntent('pi_sim_x')).rejects.toThrow(/not configured/);
    await expect(production.confirm('pi_sim_x', '4242424242424242')).rejects.toThrow(/not configured/);
  });
});
