import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { PAYMENT_PROVIDER, PaymentProvider } from '../../../payments/payment-provider.port';
import { SimulatedConfirmDto } from './simulated-confirm.dto';
import { SimulatedPaymentProvider } from '../../../payments/simulated/simulated-payment-provider';
import { SimulatedPaymentSchema } from '../shared/wallet.schema';

/**
 * The simulated processor's stand-in for Stripe.js: the card form posts here. Paying does not
 * credit the wallet by itself; the client then records the deposit (POST /api/wallet/deposit),
 * which reads the intent back and credits it, exactly as with Stripe.
 */
@ApiTags('payments')
@Controller('payments/simulated')
export class SimulatedConfirmController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  @ApiOkResponse({ type: SimulatedPaymentSchema })
  @Post('confirm')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async confirm(@Body() body: SimulatedConfirmDto, @Req() req: Request) {
    const provider = this.provider;
    if (!(provider instanceof SimulatedPaymentProvider)) {
      throw new DomainError(
        'PAYMENTS.NOT_SIMULATED',
        'Simulated payments are not enabled on this server.',
        'not_found',
      );
    }
    // Someone else's intent looks like no intent at all.
    const intent = await provider.retrievePaymentIntent(body.paymentIntentId);
    if (!intent || intent.metadata.userId !== currentUser(req).id) {
      throw new DomainError('PAYMENTS.NOT_FOUND', 'No such payment.', 'not_found');
    }
    const paid = await provider.confirm(intent.id, body.cardNumber);
    return { id: paid.id, status: paid.status };
  }
}
