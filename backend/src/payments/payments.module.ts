import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider.port';
import { PaymentsConfigController } from './payments-config.controller';
import { SimulatedPaymentProvider } from './simulated/simulated-payment-provider';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';
import { PayPalGateway } from './paypal/paypal-gateway';

/** The PayPal gateway, or null without PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET (PayPal unavailable). */
export const PAYPAL_GATEWAY = Symbol('PAYPAL_GATEWAY');
export type MaybePayPal = PayPalGateway | null;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the simulated processor, which pays only with the
 * test tools switched on (never in production) and refuses every call otherwise.
 */
export function createPaymentProvider(config: AppConfig, dataSource: DataSource): PaymentProvider {
  const { secretKey, apiHost, apiPort, apiProtocol } = config.stripe;
  if (secretKey) return new StripePaymentProvider({ secretKey, host: apiHost, port: apiPort, protocol: apiProtocol });
  if (!config.simulatedPayments) {
    new Logger('Payments').warn(
      'STRIPE_SECRET_KEY is not set: card deposits are refused (the simulated processor runs only with the test tools, never in production).',
    );
  }
  return new SimulatedPaymentProvider(dataSource, !config.simulatedPayments);
}

@Module({
  controllers: [PaymentsConfigController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, DataSource], useFactory: createPaymentProvider },
    {
      provide: PAYPAL_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MaybePayPal => (config.paypal ? new PayPalGateway(config.paypal) : null),
    },
  ],
  exports: [PAYMENT_PROVIDER, PAYPAL_GATEWAY],
})
export class PaymentsModule {}
