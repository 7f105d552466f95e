import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { stripeIntentView, stripeRefundView } from '../../../payments/stripe/stripe-payment-provider';
import { SettleCardRefundCommand } from '../card-withdrawal/settle-card-refund.handler';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { verifyStripeWebhook } from '../../../payments/stripe/stripe-webhooks';
import { readCardIntentMetadata } from '../shared/card-intent-metadata';
import { CreditCardPaymentCommand, CreditedPayment } from '../record-deposit/credit-card-payment.handler';

/**
 * Stripe's report that a payment succeeded, for when the player's browser never comes back to
 * record it. The signature is checked against the raw bytes (`req.rawBody`, kept by the JSON body
 * parser); the signed payload is the provider's own word on the amount. Other event types, and
 * intents that are not wallet deposits, are acknowledged and ignored so Stripe stops resending.
 */
@Controller('webhooks')
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() req: Request & { rawBody?: Buffer }) {
    const event = verifyStripeWebhook(req.rawBody, req.header('stripe-signature'), this.config.stripe.webhookSecret);
    if (REFUND_EVENTS.has(event.type))
      return this.refundReport(event as Stripe.Event & { data: { object: Stripe.Refund } }, req);
    if (event.type !== 'payment_intent.succeeded') return { received: true, handled: false };
    const intent = stripeIntentView(event.data.object);
    if (!readCardIntentMetadata(intent.metadata)) {
      this.logger.warn(`payment intent ${intent.id} is not a wallet deposit; ignored`);
      return { received: true, handled: false };
    }
    const credited = await this.commands.execute<CreditCardPaymentCommand, CreditedPayment>(
      new CreditCardPaymentCommand(
        intent,
        {},
        { correlationId: req.correlationId ?? randomUUID(), causationId: event.id, actorUserId: null },
        'stripe-webhook',
      ),
    );
    return { received: true, handled: true, depositId: credited.depositId, newlyCredited: credited.newlyCredited };
  }

  /** A card withdrawal's refund settled (or not yet): docs/decisions/card-withdrawals.md. */
  private async refundReport(event: Stripe.Event & { data: { object: Stripe.Refund } }, req: Request) {
    const refund = stripeRefundView(event.data.object);
    const { purpose, userId, withdrawalId } = refund.metadata;
    if (purpose !== 'wallet_withdrawal' || !userId || !withdrawalId) {
      this.logger.warn(`refund ${refund.id} is not a wallet withdrawal; ignored`);
      return { received: true, handled: false };
    }
    const state = await this.commands.execute<SettleCardRefundCommand, WalletState>(
      new SettleCardRefundCommand(
        userId,
        withdrawalId,
        refund,
        { correlationId: req.correlationId ?? randomUUID(), causationId: event.id, actorUserId: null },
        'stripe-webhook',
      ),
    );
    return { received: true, handled: true, withdrawalStatus: state.withdrawals.get(withdrawalId)?.status ?? null };
  }
}

/** The refund events Stripe sends (each carries the Refund object); any of them may repeat. */
const REFUND_EVENTS = new Set<string>(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);
