import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { formatCents } from '../../../domain/shared/money';
import { cardChargeCents, cardFeeCents } from '../../../domain/wallet/wallet.limits';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { commandContext } from '../../../infrastructure/http/request-context';
import { PAYPAL_ORDER_ID, PayPalPort } from '../../../payments/paypal/paypal-gateway';
import { MaybePayPal, PAYPAL_GATEWAY } from '../../../payments/paypal/paypal-gateway';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { PlayerGate } from '../../player/player.public';
import { requireDepositLimits } from '../shared/deposit-limits';
import { toCents } from '../shared/money-input';
import { DepositAnswerSchema } from '../shared/wallet.schema';
import { WalletReads } from '../shared/wallet-reads';
import {
  CreditPayPalOrderCommand,
  CreditedPayPalOrder,
  paypalCustomId,
  readPayPalCustomId,
} from './credit-paypal-order.handler';
import { CreatePayPalOrderDto, PayPalOrderSchema } from './paypal.dto';

/** An unknown order, or someone else's where that must not be told apart. */
export const noSuchOrder = () => new DomainError('PAYMENTS.NOT_FOUND', 'No such PayPal payment.', 'not_found');

/**
 * PayPal deposits (Orders v2): the player asks for an order, approves it at PayPal, and comes back
 * here to capture it. The capture happens on the server, and what PayPal says it took is checked
 * before anything is credited; the webhook credits the same deposit if the browser never returns.
 */
@ApiTags('payments')
@Controller('paypal/orders')
@UseGuards(SignedInGuard)
export class PayPalOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly gate: PlayerGate,
    private readonly reads: WalletReads,
    @Inject(PAYPAL_GATEWAY) private readonly paypal: MaybePayPal,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiCreatedResponse({ type: PayPalOrderSchema })
  @Post()
  // A retried create (lost answer, double click) gets the same order back, not a second one.
  @Idempotent()
  async create(@Body() body: CreatePayPalOrderDto, @Req() req: Request): Promise<PayPalOrderSchema> {
    const paypal = this.available();
    const userId = currentUser(req).id;
    const amountCents = toCents(body.amount);
    requireDepositLimits(amountCents);
    await this.gate.requireDeposit(userId, amountCents);
    const origin = this.config.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const order = await paypal.createOrder({
      totalCents: cardChargeCents(amountCents),
      customId: paypalCustomId({ userId, walletAmountCents: amountCents }),
      returnUrl: `${origin}/wallet/paypal/return`,
      cancelUrl: `${origin}/wallet?paypal=cancelled`,
    });
    if (!order.approveUrl) throw new Error(`PayPal order ${order.id} came back without an approve link`);
    return {
      orderId: order.id,
      approveUrl: order.approveUrl,
      amount: formatCents(amountCents),
      fee: formatCents(cardFeeCents(amountCents)),
      total: formatCents(cardChargeCents(amountCents)),
    };
  }

  @ApiOkResponse({ type: DepositAnswerSchema })
  @Post(':orderId/capture')
  @HttpCode(200)
  @Idempotent()
  async capture(@Param('orderId') orderId: string, @Req() req: Request) {
    const paypal = this.available();
    const userId = currentUser(req).id;
    if (!PAYPAL_ORDER_ID.test(orderId)) throw noSuchOrder();
    // Only the order's owner captures it: read PayPal's copy (our custom_id names the owner) first.
    const before = await paypal.getOrder(orderId);
    const terms = before && readPayPalCustomId(before.customId);
    if (!before || !terms) throw noSuchOrder();
    if (terms.userId !== userId) {
      throw new DomainError('PAYMENTS.NOT_YOURS', 'This PayPal payment belongs to another account.', 'forbidden');
    }
    if (before.status !== 'COMPLETED') {
      // Capturing takes the money, so the eligibility gates apply now, as before a card is charged.
      await this.gate.requireDeposit(userId, terms.walletAmountCents);
    }
    const captured = before.status === 'COMPLETED' ? before : await paypal.captureOrder(orderId);
    if (captured === 'not_found') throw noSuchOrder();
    // Already captured (a retry, or the webhook's race) or not approved: PayPal's GET tells which.
    const order = captured === 'not_approved' ? await paypal.getOrder(orderId) : captured;
    if (!order) throw noSuchOrder();
    if (order.status === 'APPROVED' || order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      throw new DomainError(
        'PAYMENTS.PAYPAL_NOT_APPROVED',
        'This PayPal payment has not been approved at PayPal yet, so nothing was taken.',
      );
    }
    const credited = await this.commands.execute<CreditPayPalOrderCommand, CreditedPayPalOrder>(
      new CreditPayPalOrderCommand(order, userId, commandContext(req), 'paypal-capture'),
    );
    return credited.answer ?? this.reads.depositAnswer(credited.depositId, userId);
  }

  private available(): PayPalPort {
    if (!this.paypal) {
      throw new DomainError(
        'PAYMENTS.PAYPAL_UNAVAILABLE',
        'PayPal is not available on this server. Please deposit by card or bank transfer instead.',
        'conflict',
      );
    }
    return this.paypal;
  }
}
