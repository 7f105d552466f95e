import { sharedTestApp, TestApp } from '../../../test/test-app';
import { buildApiDocument } from '../../infrastructure/http/api-docs';

describe('GET /api/config/money (the fee and limit rules the browser shows)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('answers the domain numbers to anyone: amounts as "10.00" strings, rates in basis points', async () => {
    const res = await t.agent().get('/api/config/money');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'USD',
      rounding: 'half_up',
      deposit: { minAmount: '10.00', maxAmount: '10000.00', cardFeeBasisPoints: 300 },
      withdrawal: { minAmount: '10.00', dailyLimit: '10000.00', feeBasisPoints: 250, minFee: '1.00' },
      adjustment: { maxAmount: '10000.00' },
      tournament: { maxFeePerPlayer: '10000.00', platformFeeBasisPoints: 500, playersPerTournament: 4 },
    });
  });

  it('is the rule the server charges: a card deposit of $10.50 pays the half-up fee those numbers give', async () => {
    const rules = (await t.agent().get('/api/config/money')).body as { deposit: { cardFeeBasisPoints: number } };
    const { agent } = await t.signUp();
    const started = await agent.post('/api/payments/deposit').send({ amount: '10.50', method: 'card' });
    expect(started.status).toBe(201);
    // 1050 x 300 / 10000 = 31.5 cents, rounded half up: 32.
    const expectedFee = Math.floor((1050 * rules.deposit.cardFeeBasisPoints + 5000) / 10000);
    expect(expectedFee).toBe(32);
    expect(started.body).toMatchObject({ amount: '10.50', fee: '0.32', total: '10.82' });
  });

  it('the limits it names are the ones the server enforces', async () => {
    const { agent } = await t.signUp();
    const below = await agent.post('/api/payments/deposit').send({ amount: '9.99', method: 'card' });
    expect(below.status).toBe(400);
    const above = await agent.post('/api/payments/deposit').send({ amount: '10000.01', method: 'card' });
    expect(above.status).toBe(400);
    const top = await agent.post('/api/payments/deposit').send({ amount: '10000.00', method: 'card' });
    expect(top.status).toBe(201);
  });

  it('is described in the OpenAPI document, so generated API types know its shape', () => {
    const body = JSON.parse(JSON.stringify(buildApiDocument(t.running.app))) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(body.paths['/api/config/money']?.get?.responses['200']).toBeDefined();
    expect(Object.keys(body.components.schemas.MoneyRules?.properties ?? {}).sort()).toEqual([
      'adjustment',
      'currency',
      'deposit',
      'rounding',
      'tournament',
      'withdrawal',
    ]);
  });
});
