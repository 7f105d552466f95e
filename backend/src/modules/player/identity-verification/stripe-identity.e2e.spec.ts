import Stripe from 'stripe';
import { startTestApp, TestApp } from '../../../../test/test-app';
import {
  startStripeStandIn,
  StandInVerificationSession,
  StripeStandIn,
} from '../../../payments/stripe/stripe-stand-in.spec-helper';

const WEBHOOK_SECRET = 'whsec_identity_secret';

/** Stripe Identity: the real SDK talks to a local stand-in; the outcome arrives by a signed webhook. */
describe('Stripe Identity verification', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp({
      IDENTITY_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_identity',
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
  async function webhook(session: StandInVerificationSession, type: string, secret = WEBHOOK_SECRET) {
    eventCounter += 1;
    // The event carries the session without its verified outputs, as Stripe sends it.
    const payload = JSON.stringify({
      id: `evt_identity_${eventCounter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, verified_outputs: null } },
    });
    const res = await t
      .agent()
      .post('/api/webhooks/stripe-identity')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
    await t.settled(); // Stripe is another client: what the player reads next waits for the read models
    return res;
  }

  async function started(agent: ReturnType<TestApp['agent']>) {
    const res = await agent.post('/api/user/identity-verifications').send({ level: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'stripe', status: 'pending', testMode: false });
    const session = [...standIn.verificationSessions.values()].find((s) => s.metadata.verificationId === res.body.id);
    if (!session) throw new Error('no session at the stand-in');
    expect(res.body.url).toBe(session.url);
    return { id: res.body.id as string, session };
  }

  const identityEvents = async (userId: string) =>
    (await t.streamEvents(`player-${userId}`)).filter((e) => e.type.startsWith('Identity'));

  it('opens a document session at Stripe; a signed "verified" webhook verifies once, however often it comes', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const { session } = await started(agent);
    expect(session).toMatchObject({
      type: 'document',
      metadata: { userId: user.id, purpose: 'identity_verification' },
    });
    // Until Stripe says so, the player is level 0 and may not withdraw.
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 0 });

    standIn.verifySession(session.id, { firstName: 'ALI', lastName: 'KHAN' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => webhook(session, 'identity.verification_session.verified')),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 1 });
    const events = await identityEvents(user.id);
    expect(events.map((e) => e.type)).toEqual(['IdentityVerificationStarted', 'IdentityVerified']);
    expect(events[1].data).toMatchObject({ legalName: 'ALI KHAN', decidedBy: 'stripe' });
  });

  it("a document in another name is a rejection; a failed check is a rejection with Stripe's reason", async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const first = await started(agent);
    standIn.verifySession(first.session.id, { firstName: 'Someone', lastName: 'Else' });
    expect((await webhook(first.session, 'identity.verification_session.verified')).status).toBe(200);
    const second = await started(agent);
    standIn.failSession(second.session.id, 'The document was unreadable.');
    expect((await webhook(second.session, 'identity.verification_session.requires_input')).status).toBe(200);
    const events = await identityEvents(user.id);
    expect(events.filter((e) => e.type === 'IdentityVerificationRejected').map((e) => e.data.reason)).toEqual([
      'The name on the identity document does not match the name on this account.',
      'Stripe could not verify this identity (The document was unreadable.).',
    ]);
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 0 });
  });

  it('refuses a webhook that is not signed with the endpoint secret, and changes nothing', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const { session } = await started(agent);
    standIn.verifySession(session.id, { firstName: 'Ali', lastName: 'Khan' });
    const forged = await webhook(session, 'identity.verification_session.verified', 'whsec_someone_else');
    expect([forged.status, forged.body.code]).toEqual([400, 'PAYMENTS.WEBHOOK_SIGNATURE']);
    expect((await identityEvents(user.id)).map((e) => e.type)).toEqual(['IdentityVerificationStarted']);
  });

  it('the test tool cannot finish a Stripe verification', async () => {
    const { agent } = await t.signUp({}, { verified: false });
    const { id } = await started(agent);
    const res = await agent.post(`/api/test/identity-verifications/${id}/complete`).send({ outcome: 'verified' });
    expect([res.status, res.body.code]).toEqual([404, 'IDENTITY.VERIFICATION_NOT_FOUND']);
  });
});
