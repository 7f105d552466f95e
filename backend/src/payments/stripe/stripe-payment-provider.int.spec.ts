import { Logger, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { StripePaymentProvider } from './stripe-payment-provider';
import { startStripeStandIn, StripeStandIn } from './stripe-stand-in.spec-helper';
import { verifyStripeWebhook } from './stripe-webhooks';

describe('StripePaymentProvider (the real SDK against a local stand-in)', () => {
  let standIn: StripeStandIn;
  let provider: StripePaymentProvider;
  beforeAll(async () => {
    Logger.overrideLogger(false); // the adapter logs provider failures; they are expected here
    standIn = await startStripeStandIn();
    provider = new StripePaymentProvider({
      secretKey: standIn.secretKey,
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
  });
  afterAll(() => standIn.close());

  it('creates a PaymentIntent with the amount in cents, the metadata and the idempotency key', async () => {
    const created = await provider.createPaymentIntent({
      amountCents: 5150,
      currency: 'usd',
      metadata: { purpose: 'wallet_deposit', userId: 'u-1', walletAmountCents: '5000' },
      idempotencyKey: 'wallet-deposit:u-1:key-1',
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request.form).toMatchObject({
      amount: '5150',
      currency: 'usd',
      'metadata[userId]': 'u-1',
      'metadata[walletAmountCents]': '5000',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(request.headers['idempotency-key']).toBe('wallet-deposit:u-1:key-1');

    const again = await provider.createPaymentIntent({
      amountCents: 5150,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'wallet-deposit:u-1:key-1',
    });
    expect(again.id).toBe(created.id);
  });

  it('reads an intent back: status, amounts and metadata as the wallet needs them', async () => {
    const { id } = await provider.createPaymentIntent({
      amountCents: 1030,
      currency: 'usd',
      metadata: { userId: 'u-2' },
    });
    expect(await provider.retrievePaymentIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 1030,
      amountReceivedCents: 0,
      currency: 'usd',
      metadata: { userId: 'u-2' },
    });
    standIn.succeed(id);
    expect(await provider.retrievePaymentIntent(id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 1030 });
  });

  it('answers null for an intent the provider does not know', async () => {
    expect(await provider.retrievePaymentIntent('pi_unknown')).toBeNull();
  });

  it('turns a provider failure into a readable 503 (nothing charged or credited)', async () => {
    standIn.failNext(10); // more than the SDK's retries
    await expect(
      provider.createPaymentIntent({ amountCents: 1030, currency: 'usd', metadata: {} }),
    ).rejects.toBeInstanceOf(ServiceUnavailableException);
    standIn.failNext(0);
    const bad = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
    await expect(bad.retrievePaymentIntent('pi_x')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});

describe('verifyStripeWebhook (real signatures)', () => {
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1' } },
  });

  it('accepts a payload signed with the endpoint secret', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeWebhook(Buffer.from(payload), signature, secret)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
    });
  });

  it.each([
    ['another secret', Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), payload],
    ['a changed body', Stripe.webhooks.generateTestHeaderString({ payload, secret }), payload.replace('pi_1', 'pi_2')],
    [
      'an old timestamp',
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      payload,
    ],
    ['garbage', 't=1,v1=abc', payload],
  ])('refuses %s with a 400', (_what, signature, body) => {
    expect(() => verifyStripeWebhook(Buffer.from(body), signature, secret)).toThrow(
      'The webhook signature is not valid.',
    );
  });

  it('refuses a missing signature, and everything when no secret is configured', () => {
    expect(() => verifyStripeWebhook(Buffer.from(payload), undefined, secret)).toThrow(
      'The webhook signature is missing.',
    );
    expect(() => verifyStripeWebhook(Buffer.from(payload), 't=1,v1=abc', undefined)).toThrow(/not configured/);
  });
});
