import type TestAgent from 'supertest/lib/agent';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { PayPalStandIn, startPayPalStandIn } from '../../../payments/paypal/paypal-stand-in.spec-helper';
import { balances, types } from '../shared/wallet.spec-helper';
import { paypalDepositId } from './credit-paypal-order.handler';

/** PayPal mode: the real SDK talks to a local stand-in; webhooks are vouched for by its verify call. */
describe('PayPal deposits: create, approve, capture, webhook', () => {
  let t: TestApp;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    t = await startTestApp({
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_URL: paypal.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const walletTypes = async (userId: string) => types(await t.streamEvents(`wallet-${userId}`));

  async function approvedOrder(agent: TestAgent, amount: string): Promise<string> {
    const res = await agent.post('/api/paypal/orders').send({ amount });
    expect(res.status).toBe(201);
    paypal.approve(res.body.orderId as string);
    return res.body.orderId as string;
  }

  function webhook(orderId: string, signature?: string) {
    const { headers, body } = paypal.captureCompletedEvent(orderId, signature);
    return t
      .agent()
      .post('/api/webhooks/paypal')
      .set(headers)
      .send(body as object);
  }

  it('says PayPal is available in the payments config', async () => {
    const res = await t.agent().get('/api/payments/config');
    expect(res.body.paypalAvailable).toBe(true);
  });

  it('creates an order at PayPal for amount + card fee in USD, intent CAPTURE, and captures it into one deposit', async () => {
    const { agent, user } = await t.signUp();
    const created = await agent.post('/api/paypal/orders').send({ amount: '100.00' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: '100.00', fee: '3.00', total: '103.00' });
    expect(created.body.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const order = paypal.orders.get(created.body.orderId as string)!;
    expect(order.intent).toBe('CAPTURE');
    expect(order.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '103.00' },
      custom_id: `wallet:${user.id}:10000`,
    });
    // The SDK asked for a token with the client's credentials first, then used it.
    expect(paypal.requests.some((r) => r.path === '/v1/oauth2/token')).toBe(true);

    paypal.approve(order.id);
    const captured = await agent.post(`/api/paypal/orders/${order.id}/capture`);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ status: 'completed', amount: '100.00', fee: '3.00', balance: '100.00' });
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(types(events)).toEqual(['WalletOpened', 'Deposited']);
    expect(events[1].data).toMatchObject({
      depositId: paypalDepositId(order.id),
      method: 'paypal',
      amountCents: 10000,
      feeCents: 300,
      reference: order.id,
    });
    expect(events[1].metadata).toMatchObject({ creditedVia: 'paypal-capture', paypalOrderId: order.id });

    // A retried capture answers the same deposit and appends nothing.
    const again = await agent.post(`/api/paypal/orders/${order.id}/capture`);
    expect(again.status).toBe(200);
    expect(again.body.balance).toBe('100.00');
    expect(await walletTypes(user.id)).toEqual(['WalletOpened', 'Deposited']);
  });

  it('refuses a capture whose amount PayPal reports differently, and credits nothing', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '40');
    paypal.captureAmountOverride = { currency_code: 'USD', value: '1.00' };
    const res = await agent.post(`/api/paypal/orders/${orderId}/capture`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.AMOUNT_MISMATCH');
    expect(await walletTypes(user.id)).toEqual(['WalletOpened']);
  });

  it('refuses a capture in another currency', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '40');
    paypal.captureAmountOverride = { currency_code: 'EUR', value: '41.20' };
    const res = await agent.post(`/api/paypal/orders/${orderId}/capture`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.AMOUNT_MISMATCH');
    expect(await walletTypes(user.id)).toEqual(['WalletOpened']);
  });

  it('credits one deposit when the capture and ten webhook deliveries race', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '50');
    // PayPal sends the webhook as soon as it captures: capture first at the stand-in, so the
    // webhooks are valid, then race the player's capture call against them.
    const standInOrder = paypal.orders.get(orderId)!;
    const unit = standInOrder.purchase_units[0];
    unit.payments = {
      captures: [
        {
          id: 'CAPTURERACE1',
          status: 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          final_capture: true,
        },
      ],
    };
    standInOrder.status = 'COMPLETED';
    const [capture, ...hooks] = await Promise.all([
      agent.post(`/api/paypal/orders/${orderId}/capture`),
      ...Array.from({ length: 10 }, () => webhook(orderId)),
    ]);
    expect(capture.status).toBe(200);
    expect(capture.body).toMatchObject({ amount: '50.00', balance: '50.00' });
    expect(hooks.map((h) => h.status)).toEqual(Array(10).fill(200));
    expect(hooks.filter((h) => h.body.newlyCredited === true).length).toBeLessThanOrEqual(1);
    expect(await walletTypes(user.id)).toEqual(['WalletOpened', 'Deposited']);
    expect((await balances(agent)).balance).toBe('50.00');
  });

  it('credits from the webhook alone when the browser never comes back', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '20');
    // The capture happened (say the browser died after PayPal answered): drive it at the stand-in.
    const standInOrder = paypal.orders.get(orderId)!;
    const unit = standInOrder.purchase_units[0];
    unit.payments = {
      captures: [
        {
          id: 'CAPTUREHOOK1',
          status: 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          final_capture: true,
        },
      ],
    };
    standInOrder.status = 'COMPLETED';
    const res = await webhook(orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ handled: true, newlyCredited: true });
    const events = await t.streamEvents(`wallet-${user.id}`);
    expect(events[1].metadata).toMatchObject({ creditedVia: 'paypal-webhook', actorUserId: null });
    expect((await balances(agent)).balance).toBe('20.00');
  });

  it('refuses a webhook PayPal does not vouch for, and credits nothing', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '30');
    await agent.post(`/api/paypal/orders/${orderId}/capture`).expect(200);
    const other = await t.signUp();
    const otherOrder = await approvedOrder(other.agent, '30');
    const standInOrder = paypal.orders.get(otherOrder)!;
    standInOrder.status = 'COMPLETED';
    standInOrder.purchase_units[0].payments = {
      captures: [
        { id: 'CAPTUREBAD1', status: 'COMPLETED', amount: standInOrder.purchase_units[0].amount, final_capture: true },
      ],
    };
    const res = await webhook(otherOrder, 'forged-signature');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.WEBHOOK_SIGNATURE');
    const unsigned = await t.agent().post('/api/webhooks/paypal').send({ event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect(unsigned.status).toBe(400);
    expect(await walletTypes(other.user.id)).toEqual(['WalletOpened']);
    expect(await walletTypes(user.id)).toEqual(['WalletOpened', 'Deposited']);
  });

  it("refuses to capture someone else's order", async () => {
    const owner = await t.signUp();
    const thief = await t.signUp();
    const orderId = await approvedOrder(owner.agent, '25');
    const res = await thief.agent.post(`/api/paypal/orders/${orderId}/capture`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PAYMENTS.NOT_YOURS');
    expect(paypal.orders.get(orderId)!.status).toBe('APPROVED');
    expect(await walletTypes(owner.user.id)).toEqual(['WalletOpened']);
    expect(await walletTypes(thief.user.id)).toEqual(['WalletOpened']);
  });

  it('refuses a capture before the payer approved it at PayPal', async () => {
    const { agent, user } = await t.signUp();
    const created = await agent.post('/api/paypal/orders').send({ amount: '10' });
    const res = await agent.post(`/api/paypal/orders/${created.body.orderId}/capture`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.PAYPAL_NOT_APPROVED');
    expect(await walletTypes(user.id)).toEqual(['WalletOpened']);
  });

  it('applies the eligibility gates when the order is created and again before capturing', async () => {
    const { agent, user } = await t.signUp();
    const orderId = await approvedOrder(agent, '30');
    await agent.put('/api/user/eligibility').send({ country: 'US', region: 'US-AZ' }).expect(200);
    const capture = await agent.post(`/api/paypal/orders/${orderId}/capture`);
    expect(capture.status).toBe(403);
    expect(capture.body.code).toBe('ELIGIBILITY.REGION_RESTRICTED');
    expect(paypal.orders.get(orderId)!.status).toBe('APPROVED'); // nothing was taken
    const before = paypal.orders.size;
    const create = await agent.post('/api/paypal/orders').send({ amount: '30' });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('ELIGIBILITY.REGION_RESTRICTED');
    expect(paypal.orders.size).toBe(before);
    expect(await walletTypes(user.id)).toEqual(['WalletOpened']);
  });
});

describe('PayPal without credentials, outside test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Test tools off: no simulated processor, as in production (whose secure cookies a spec agent lacks).
    t = await startTestApp({ ENABLE_TEST_TOOLS: 'false' });
  });
  afterAll(() => t.close());

  it('is shown unavailable and refused with 409, appending nothing; no simulated approve', async () => {
    expect((await t.agent().get('/api/payments/config')).body).toMatchObject({ paypalAvailable: false });
    const { agent, user } = await t.signUp();
    const res = await agent.post('/api/paypal/orders').send({ amount: '20' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PAYMENTS.PAYPAL_UNAVAILABLE' });
    expect(res.body.message).toMatch(/PayPal is not available/);
    expect((await agent.post('/api/payments/simulated/paypal/SIMABC/approve')).status).toBe(404);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened']);
  });
});

describe('PayPal in test mode without credentials: the simulated PayPal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  it('creates, approves with the test-mode button, captures once; only the owner approves', async () => {
    expect((await t.agent().get('/api/payments/config')).body).toMatchObject({
      paypalAvailable: true,
      paypalTestMode: true,
    });
    const { agent, user } = await t.signUp();
    const created = await agent.post('/api/paypal/orders').send({ amount: '10' });
    expect(created.status).toBe(201);
    expect(created.body.approveUrl).toContain(`token=${created.body.orderId}&mode=test`);
    const orderId = created.body.orderId as string;
    const early = await agent.post(`/api/paypal/orders/${orderId}/capture`);
    expect(early.status).toBe(400);
    const other = await t.signUp();
    expect((await other.agent.post(`/api/payments/simulated/paypal/${orderId}/approve`)).status).toBe(404);
    const approved = await agent.post(`/api/payments/simulated/paypal/${orderId}/approve`);
    expect(approved.body).toEqual({ id: orderId, status: 'APPROVED' });
    const [a, b] = await Promise.all([
      agent.post(`/api/paypal/orders/${orderId}/capture`),
      agent.post(`/api/paypal/orders/${orderId}/capture`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ amount: '10.00', fee: '0.30', balance: '10.00' });
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'Deposited']);
  });

  it('answers a retried create or capture with the same Idempotency-Key from the first answer', async () => {
    const { agent, user } = await t.signUp();
    const send = () => agent.post('/api/paypal/orders').set('Idempotency-Key', 'pp-create-1').send({ amount: '12' });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.body.orderId).toBe(first.body.orderId);
    const orderId = first.body.orderId as string;
    await agent.post(`/api/payments/simulated/paypal/${orderId}/approve`);
    const capture = () => agent.post(`/api/paypal/orders/${orderId}/capture`).set('Idempotency-Key', 'pp-capture-1');
    const captured = await capture();
    expect(captured.status).toBe(200);
    expect((await capture()).body).toEqual(captured.body);
    expect(types(await t.streamEvents(`wallet-${user.id}`))).toEqual(['WalletOpened', 'Deposited']);
  });
});
