/** Steps the wallet API specs share. Each goes through the HTTP API, as a client would. */
import type TestAgent from 'supertest/lib/agent';
import { TestApp } from '../../../../test/test-app';

export const bank = {
  accountNumber: 'PK36SCBL0000001123456702',
  accountHolderName: 'Ali Khan',
  bankName: 'Meezan Bank',
};

export async function balances(agent: TestAgent): Promise<{ balance: string; pendingBalance: string }> {
  const res = await agent.get('/api/user/session');
  if (res.status !== 200) throw new Error(`session failed: ${res.status}`);
  return { balance: res.body.balance, pendingBalance: res.body.pendingBalance };
}

/**
 * Credits a wallet through an admin adjustment (the quickest way to fund a test wallet). Above the
 * four-eyes threshold the spec's second admin approves it.
 */
export async function fund(t: TestApp, userId: string, amount: string): Promise<void> {
  const admin = await t.admin();
  const res = await admin
    .post(`/api/admin/users/${userId}/balance-adjustments`)
    .send({ amount, reason: 'test funding' });
  if (res.status === 202) return approveAsSecondAdmin(t, res.body.approvalId as string);
  if (res.status !== 201) throw new Error(`funding failed: ${res.status} ${JSON.stringify(res.body)}`);
  await t.settled(); // the player reads an admin's write
}

/** The spec's second admin approves a four-eyes request of the first. */
export async function approveAsSecondAdmin(t: TestApp, approvalId: string): Promise<void> {
  const { agent } = await t.secondAdmin();
  const res = await agent
    .post(`/api/admin/approvals/${approvalId}/approve`)
    .send({ reason: 'spec: second pair of eyes' });
  if (res.status !== 200) throw new Error(`second approval failed: ${res.status} ${JSON.stringify(res.body)}`);
  await t.settled(); // others read the second admin's write
}

/** A whole simulated card deposit: intent, pay with 4242, record. Returns the intent id. */
export async function simulatedCardDeposit(agent: TestAgent, dollars: number): Promise<string> {
  const amount = String(dollars); // the API takes amounts as text only
  const intent = await agent.post('/api/create-payment-intent').send({ amount });
  if (intent.status !== 201) throw new Error(`intent failed: ${intent.status} ${JSON.stringify(intent.body)}`);
  const paid = await agent
    .post('/api/payments/simulated/confirm')
    .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242' });
  if (paid.status !== 200) throw new Error(`confirm failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  const recorded = await agent
    .post('/api/wallet/deposit')
    .send({ amount, paymentMethod: 'card', transactionReference: intent.body.paymentIntentId });
  if (recorded.status !== 201) throw new Error(`deposit failed: ${recorded.status} ${JSON.stringify(recorded.body)}`);
  return intent.body.paymentIntentId as string;
}

export const types = (events: Array<{ type: string }>) => events.map((e) => e.type);
