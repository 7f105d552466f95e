import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../domain/shared/decider';
import { ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatCents, parseMoney } from '../../domain/shared/money';
import {
  CreateRefundInput,
  RefundRefused,
  RefundView,
  CreatePaymentIntentInput,
  CreatedPaymentIntent,
  PaymentIntentView,
  PaymentProvider,
} from '../payment-provider.port';
import { SimulatedPaymentIntentRow } from './simulated-payment-intent.entity';

/** Stripe's public test numbers, so the same cards work in both modes. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * A card processor that lives in this database, for development and tests without Stripe keys.
 * It behaves like Stripe where the wallet looks: intents start as requires_payment_method, a
 * confirm with a test card moves them to succeeded (or declines), and retrieve reports the state.
 * It runs only with the test tools on and never in production: when disabled every call is
 * refused, so no deposit can be credited without a real payment.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly mode = 'simulated' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly disabled: boolean,
  ) {}

  get enabled(): boolean {
    return !this.disabled;
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    this.refuseInProduction();
    // Like Stripe's Idempotency-Key: the same key gives the same intent.
    const suffix = input.idempotencyKey
      ? createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)
      : randomBytes(12).toString('hex');
    const id = `pi_sim_${suffix}`;
    const now = new Date();
    await this.rows()
      .createQueryBuilder()
      .insert()
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        amount: formatCents(input.amountCents),
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
        createdAt: now,
        updatedAt: now,
      })
      .orIgnore()
      .execute();
    const row = await this.rows().findOneByOrFail({ id });
    return { id: row.id, clientSecret: row.clientSecret };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView | null> {
    this.refuseInProduction();
    const row = await this.rows().findOneBy({ id });
    return row ? toView(row) : null;
  }

  /**
   * Refunds at once, as Stripe does for most cards. The refund id comes from the idempotency key,
   * so a retry answers the same refund; nothing else is stored (the wallet's events are the record).
   */
  async createRefund(input: CreateRefundInput): Promise<RefundView> {
    this.refuseInProduction();
    const row = await this.rows().findOneBy({ id: input.paymentIntentId });
    if (row?.status !== 'succeeded') throw new RefundRefused(`No such paid payment intent: '${input.paymentIntentId}'`);
    return {
      id: `re_sim_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
      paymentIntentId: row.id,
      amountCents: input.amountCents,
      currency: 'usd',
      status: 'succeeded',
      failureReason: null,
      metadata: input.metadata,
    };
  }

  /** What Stripe.js does in the browser: pay the intent with a card. Succeeding twice changes nothing. */
  async confirm(id: string, cardNumber: string): Promise<PaymentIntentView> {
    this.refuseInProduction();
    const row = await this.rows().findOneBy({ id });
    if (!row) throw new DomainError('PAYMENTS.NOT_FOUND', 'No such payment.', 'not_found');
    if (row.status === 'succeeded') return toView(row);
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === TEST_CARDS.declined) {
      await this.rows().update(
        { id },
        { status: 'requires_payment_method', lastError: 'card_declined', updatedAt: new Date() },
      );
      throw new DomainError('PAYMENTS.CARD_DECLINED', 'Your card was declined.', 'invalid');
    }
    if (digits !== TEST_CARDS.succeeds) {
      throw new DomainError(
        'PAYMENTS.UNKNOWN_TEST_CARD',
        'The simulated processor accepts only the test cards 4242 4242 4242 4242 (paid) and 4000 0000 0000 0002 (declined).',
        'invalid',
      );
    }
    await this.rows().update({ id }, { status: 'succeeded', lastError: null, updatedAt: new Date() });
    return toView(await this.rows().findOneByOrFail({ id }));
  }

  private refuseInProduction(): void {
    if (this.disabled) {
      throw new ServiceUnavailableException({
        message: 'Card payments are not configured on this server. Please use a bank transfer.',
        code: 'PAYMENTS.NOT_CONFIGURED',
      });
    }
  }

  private rows() {
    return this.dataSource.getRepository(SimulatedPaymentIntentRow);
  }
}

function toView(row: SimulatedPaymentIntentRow): PaymentIntentView {
  const amountCents = parseMoney(row.amount);
  if (amountCents === null) throw new Error(`simulated intent ${row.id} has an unreadable amount ${row.amount}`);
  return {
    id: row.id,
    status: row.status,
    amountCents,
    amountReceivedCents: row.status === 'succeeded' ? amountCents : 0,
    currency: row.currency,
    metadata: row.metadata,
  };
}
