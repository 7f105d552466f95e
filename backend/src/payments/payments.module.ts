import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider.port';
import { PaymentsConfigController } from './payments-config.controller';
import { SimulatedPaymentProvider } from './simulated/simulated-payment-provider';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';
import { MaybePayPal, PAYPAL_GATEWAY, PayPalGateway } from './paypal/paypal-gateway';
import { SimulatedPayPal } from './paypal/simulated-paypal';

/**
 * PayPal through the SDK with PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET; without them the simulated
 * PayPal where the simulated card runs (test tools on, never production); otherwise null:
 * PayPal is shown unavailable and refused.
 */

export function createPayPal(config: AppConfig, dataSource: DataSource): MaybePayPal {
  if (config.paypal) return new PayPalGateway(config.paypal);
  return config.simulatedPayments ? new SimulatedPayPal(dataSource) : null;
}

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
      inject: [APP_CONFIG, DataSource],
      useFactory: createPayPal,
    },
  ],
  exports: [PAYMENT_PROVIDER, PAYPAL_GATEWAY],
})
export class PaymentsModule {}
