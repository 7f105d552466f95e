import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { formatCents } from '../domain/shared/money';
import {
  CARD_FEE_BASIS_POINTS,
  MAX_DEPOSIT_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_FEE_CENTS,
  WITHDRAWAL_FEE_BASIS_POINTS,
} from '../domain/wallet/wallet.limits';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider.port';
import { MaybePayPal, PAYPAL_GATEWAY } from './paypal/paypal-gateway';
import { SimulatedPaymentProvider } from './simulated/simulated-payment-provider';
import { PaymentsConfigSchema } from './payments-config.schema';

/** 300 basis points -> "3.00" (percent with two decimals): the same integer trick as cents. */
const percent = (basisPoints: number) => formatCents(basisPoints);

/** What the deposit UI needs to pick Stripe.js or the simulated card form, and the fees it shows. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsConfigController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYPAL_GATEWAY) private readonly paypal: MaybePayPal,
  ) {}

  @ApiOkResponse({ type: PaymentsConfigSchema })
  @Get('config')
  paymentsConfig(): PaymentsConfigSchema {
    const provider = this.provider;
    const simulated = provider instanceof SimulatedPaymentProvider;
    const cardPaymentsAvailable = simulated ? provider.enabled : true;
    return {
      // 'disabled': no Stripe keys and no test tools, so card payments are refused here.
      mode: cardPaymentsAvailable ? provider.mode : ('disabled' as const),
      cardPaymentsAvailable,
      // true when no real card can be charged: the simulated processor, or Stripe with a test key.
      testMode: cardPaymentsAvailable && (simulated || /^(sk|rk)_test_/.test(this.config.stripe.secretKey ?? '')),
      publishableKey: simulated ? null : (this.config.stripe.publishableKey ?? null),
      cardFeePercent: percent(CARD_FEE_BASIS_POINTS),
      withdrawalFeePercent: percent(WITHDRAWAL_FEE_BASIS_POINTS),
      minWithdrawalFee: formatCents(MIN_WITHDRAWAL_FEE_CENTS),
      minDeposit: formatCents(MIN_DEPOSIT_CENTS),
      maxDeposit: formatCents(MAX_DEPOSIT_CENTS),
      minWithdrawal: formatCents(MIN_WITHDRAWAL_CENTS),
      // The account players wire deposits to (BANK_* settings); null: bank transfer is not offered.
      bankTransfer: this.config.bankDetails,
      // false without PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET (outside test mode): orders are refused (409).
      paypalAvailable: this.paypal !== null,
      // The simulated PayPal (no real money), or PayPal's sandbox.
      paypalTestMode:
        this.paypal !== null && (this.paypal.mode === 'simulated' || this.config.paypal?.environment === 'sandbox'),
    };
  }
}
