import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../../../domain/shared/decider';
import { PAYPAL_ORDER_ID } from '../../../payments/paypal/paypal-gateway';
import { MaybePayPal, PAYPAL_GATEWAY } from '../../../payments/paypal/paypal-gateway';
import { CreditPayPalOrderCommand, CreditedPayPalOrder, readPayPalCustomId } from './credit-paypal-order.handler';

interface PayPalWebhookEvent {
  id?: string;
  event_type?: string;
  resource?: { id?: string; custom_id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
}

const badSignature = () => new DomainError('PAYMENTS.WEBHOOK_SIGNATURE', 'The webhook signature is not valid.');

/**
 * PayPal's PAYMENT.CAPTURE.COMPLETED, for when the player's browser never comes back to capture.
 * PayPal itself vouches for the delivery (verify-webhook-signature); the amount is then read from
 * PayPal's order, not from the body, and credited through the same command as the capture path.
 */
@Controller('webhooks')
export class PayPalWebhookController {
  private readonly logger = new Logger('PayPalWebhook');

  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYPAL_GATEWAY) private readonly paypal: MaybePayPal,
  ) {}

  @Post('paypal')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() req: Request & { rawBody?: Buffer }) {
    if (!this.paypal) throw badSignature();
    const event = req.body as PayPalWebhookEvent;
    const headers = Object.fromEntries(
      [
        'paypal-auth-algo',
        'paypal-cert-url',
        'paypal-transmission-id',
        'paypal-transmission-sig',
        'paypal-transmission-time',
      ].map((name) => [name, req.header(name)]),
    );
    if (!(await this.paypal.verifyWebhook(headers, event))) throw badSignature();
    if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return { received: true, handled: false };
    const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
    if (!orderId || !PAYPAL_ORDER_ID.test(orderId) || !readPayPalCustomId(event.resource?.custom_id ?? null)) {
      this.logger.warn(`PayPal capture ${event.resource?.id ?? '?'} is not a wallet deposit; ignored`);
      return { received: true, handled: false };
    }
    const order = await this.paypal.getOrder(orderId);
    if (!order) return { received: true, handled: false };
    const credited = await this.commands.execute<CreditPayPalOrderCommand, CreditedPayPalOrder>(
      new CreditPayPalOrderCommand(
        order,
        undefined,
        { correlationId: req.correlationId ?? randomUUID(), causationId: event.id, actorUserId: null },
        'paypal-webhook',
      ),
    );
    return { received: true, handled: true, depositId: credited.depositId, newlyCredited: credited.newlyCredited };
  }
}
