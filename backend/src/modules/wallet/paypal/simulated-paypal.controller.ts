import { noSuchOrder } from './paypal-orders.controller';
import { DomainError } from '../../../domain/shared/decider';
import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MaybePayPal, PAYPAL_GATEWAY, PAYPAL_ORDER_ID } from '../../../payments/paypal/paypal-gateway';
import { SimulatedPayPal } from '../../../payments/paypal/simulated-paypal';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { SimulatedPaymentSchema } from '../shared/wallet.schema';
import { readPayPalCustomId } from './credit-paypal-order.handler';

/**
 * Test mode's stand-in for approving at PayPal: the "Approve (test mode)" button posts here.
 * Approving takes no money; the player then captures (POST /api/paypal/orders/{id}/capture).
 */
@ApiTags('payments')
@Controller('payments/simulated/paypal')
export class SimulatedPayPalController {
  constructor(@Inject(PAYPAL_GATEWAY) private readonly paypal: MaybePayPal) {}

  @ApiOkResponse({ type: SimulatedPaymentSchema })
  @Post(':orderId/approve')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async approve(@Param('orderId') orderId: string, @Req() req: Request) {
    const paypal = this.paypal;
    if (!(paypal instanceof SimulatedPayPal)) {
      throw new DomainError(
        'PAYMENTS.NOT_SIMULATED',
        'Simulated payments are not enabled on this server.',
        'not_found',
      );
    }
    if (!PAYPAL_ORDER_ID.test(orderId)) throw noSuchOrder();
    // Someone else's order looks like no order at all.
    const order = await paypal.getOrder(orderId);
    if (!order || readPayPalCustomId(order.customId)?.userId !== currentUser(req).id) throw noSuchOrder();
    const approved = (await paypal.approve(orderId))!;
    return { id: approved.id, status: approved.status };
  }
}
