/**
 * PayPal Orders v2 through the official SDK (@paypal/paypal-server-sdk): create an order (intent
 * CAPTURE, USD), capture it, read it back, and check a webhook with PayPal's own
 * verify-webhook-signature call. Everything is reduced to `PayPalOrderView`, PayPal's word on what
 * was paid, which the wallet checks before crediting.
 */
import axios, { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  Order,
  OrdersController,
} from '@paypal/paypal-server-sdk';
import { ServiceUnavailableException } from '@nestjs/common';
import { Cents, formatCents, parseMoney } from '../../domain/shared/money';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
  environment: 'sandbox' | 'production';
  /** Where calls go instead of PayPal's own host (a local stand-in in tests); null: PayPal. */
  apiUrl: string | null;
}

export interface PayPalCaptureView {
  id: string;
  status: string;
  amountCents: Cents | null;
  currency: string;
}

export interface PayPalOrderView {
  id: string;
  status: string;
  customId: string | null;
  /** What the order asked for. */
  amountCents: Cents | null;
  currency: string;
  captures: PayPalCaptureView[];
  approveUrl: string | null;
}

/** PayPal ids are upper-case letters and digits; anything else never reaches a URL path. */
export const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,64}$/;

const PAYPAL_HOSTS: Record<PayPalSettings['environment'], string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
};

export function paypalUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException({
    message: 'PayPal is not answering right now. Nothing was charged by this request; please try again in a moment.',
    code: 'PAYMENTS.PAYPAL_PROVIDER_UNAVAILABLE',
  });
}

/**
 * The SDK knows only PayPal's two hosts. Its HTTP client is axios, and `unstable_httpClientOptions`
 * is handed to `axios.create`, so an adapter that swaps the origin sends the very same requests to
 * the configured URL (the stand-in), paths, headers and bodies untouched.
 */
function rebasingAdapter(from: string, to: string): AxiosAdapter {
  const http = axios.getAdapter('http');
  return (config: InternalAxiosRequestConfig) => {
    if (config.url?.startsWith(from)) config.url = to.replace(/\/$/, '') + config.url.slice(from.length);
    return http(config);
  };
}

function centsOf(value: string | undefined): Cents | null {
  if (value === undefined || !/^\d{1,10}(\.\d{2})?$/.test(value)) return null;
  return parseMoney(value);
}

export function orderView(order: Order): PayPalOrderView {
  const unit = order.purchaseUnits?.[0];
  return {
    id: order.id ?? '',
    status: order.status ?? 'UNKNOWN',
    customId: unit?.customId ?? null,
    amountCents: centsOf(unit?.amount?.value),
    currency: unit?.amount?.currencyCode ?? '',
    captures: (unit?.payments?.captures ?? []).map((c) => ({
      id: c.id ?? '',
      status: c.status ?? 'UNKNOWN',
      amountCents: centsOf(c.amount?.value),
      currency: c.amount?.currencyCode ?? '',
    })),
    approveUrl:
      order.links?.find((l) => l.rel === 'payer-action')?.href ??
      order.links?.find((l) => l.rel === 'approve')?.href ??
      null,
  };
}

export interface CreatePayPalOrderInput {
  totalCents: Cents;
  customId: string;
  returnUrl: string;
  cancelUrl: string;
}

/** PayPal as the wallet needs it: the SDK adapter below, or the simulated one in test mode. */
export interface PayPalPort {
  readonly mode: 'paypal' | 'simulated';
  createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrderView>;
  captureOrder(id: string): Promise<PayPalOrderView | 'not_approved' | 'not_found'>;
  getOrder(id: string): Promise<PayPalOrderView | null>;
  verifyWebhook(headers: Record<string, string | undefined>, event: unknown): Promise<boolean>;
}

export const PAYPAL_GATEWAY = Symbol('PAYPAL_GATEWAY');
export type MaybePayPal = PayPalPort | null;

export class PayPalGateway implements PayPalPort {
  readonly mode = 'paypal' as const;

  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly origin: string;

  constructor(private readonly settings: PayPalSettings) {
    const environment = settings.environment === 'production' ? Environment.Production : Environment.Sandbox;
    const host = PAYPAL_HOSTS[settings.environment];
    this.origin = settings.apiUrl ?? host;
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      environment,
      timeout: 15_000,
      unstable_httpClientOptions: settings.apiUrl ? { adapter: rebasingAdapter(host, settings.apiUrl) } : undefined,
    });
    this.orders = new OrdersController(this.client);
  }

  async createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrderView> {
    const { result } = await this.call(() =>
      this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: 'USD', value: formatCents(input.totalCents) },
              customId: input.customId,
              description: 'CourtCash wallet deposit',
            },
          ],
          applicationContext: { returnUrl: input.returnUrl, cancelUrl: input.cancelUrl },
        },
        prefer: 'return=representation',
      }),
    );
    return orderView(result);
  }

  /** PayPal-Request-Id makes a retried capture answer the first one's result instead of failing. */
  async captureOrder(id: string): Promise<PayPalOrderView | 'not_approved' | 'not_found'> {
    try {
      const { result } = await this.orders.captureOrder({
        id,
        paypalRequestId: `capture-${id}`,
        prefer: 'return=representation',
      });
      return orderView(result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return 'not_found';
      // 422: ORDER_NOT_APPROVED, or ORDER_ALREADY_CAPTURED (then the GET tells the truth).
      if (error instanceof ApiError && error.statusCode === 422) return 'not_approved';
      throw paypalUnavailable();
    }
  }

  async getOrder(id: string): Promise<PayPalOrderView | null> {
    try {
      const { result } = await this.orders.getOrder({ id });
      return orderView(result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null;
      throw paypalUnavailable();
    }
  }

  /** PayPal's verdict on a webhook delivery; false for anything but SUCCESS. */
  async verifyWebhook(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
    if (!this.settings.webhookId) return false;
    const needed = [
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ];
    if (needed.some((name) => !headers[name])) return false;
    const token = await this.call(() => this.client.clientCredentialsAuthManager.fetchToken());
    let res: Response;
    try {
      res = await fetch(`${this.origin}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.accessToken}` },
        body: JSON.stringify({
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: this.settings.webhookId,
          webhook_event: event,
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw paypalUnavailable();
    }
    if (res.status >= 500) throw paypalUnavailable();
    if (!res.ok) return false;
    const body = (await res.json()) as { verification_status?: string };
    return body.verification_status === 'SUCCESS';
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch {
      throw paypalUnavailable();
    }
  }
}
