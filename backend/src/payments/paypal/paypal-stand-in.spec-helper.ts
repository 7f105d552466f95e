/**
 * A local stand-in for the PayPal endpoints the wallet calls through the real SDK, speaking their
 * wire format (snake_case JSON, Basic auth for the token, Bearer after): POST /v1/oauth2/token,
 * POST /v2/checkout/orders, GET /v2/checkout/orders/:id, POST /v2/checkout/orders/:id/capture and
 * POST /v1/notifications/verify-webhook-signature. `approve(id)` plays the payer approving at PayPal.
 */
import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

interface Money {
  currency_code: string;
  value: string;
}

export interface StandInOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{
    reference_id: string;
    amount: Money;
    custom_id?: string;
    description?: string;
    payments?: {
      captures: Array<{ id: string; status: string; amount: Money; custom_id?: string; final_capture: boolean }>;
    };
  }>;
  links: Array<{ href: string; rel: string; method: string }>;
  create_time: string;
}

export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, StandInOrder>;
  requests: Array<{ method: string; path: string; body: unknown; headers: IncomingMessage['headers'] }>;
  approve(id: string): StandInOrder;
  /** The next capture takes this amount instead of the order's (PayPal disagreeing with us). */
  captureAmountOverride: Money | null;
  /** Transmission signatures the stand-in vouches for; any other is FAILURE. */
  validSignatures: Set<string>;
  /** A signed PAYMENT.CAPTURE.COMPLETED for a captured order: headers and body to POST. */
  captureCompletedEvent(orderId: string, signature?: string): { headers: Record<string, string>; body: unknown };
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
};

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = 'stand-in-client';
  const clientSecret = 'stand-in-secret';
  const token = `A21AA${randomBytes(12).toString('hex')}`;
  const orders = new Map<string, StandInOrder>();
  const requests: PayPalStandIn['requests'] = [];
  const captureByRequestId = new Map<string, StandInOrder>();
  const id = (n: number) => randomBytes(n).toString('hex').toUpperCase().slice(0, 17);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': id(8) });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, name: string, issue?: string) =>
    send(res, status, { name, message: name, debug_id: id(8), details: issue ? [{ issue, description: issue }] : [] });

  const standIn: PayPalStandIn = {
    url: '',
    clientId,
    clientSecret,
    webhookId: 'WH-STAND-IN',
    orders,
    requests,
    captureAmountOverride: null,
    validSignatures: new Set(['good-signature']),
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'APPROVED';
      return order;
    },
    captureCompletedEvent(orderId, signature = 'good-signature') {
      const order = orders.get(orderId)!;
      const capture = order.purchase_units[0].payments!.captures[0];
      return {
        headers: {
          'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
          'PAYPAL-CERT-URL': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
          'PAYPAL-TRANSMISSION-ID': randomBytes(8).toString('hex'),
          'PAYPAL-TRANSMISSION-SIG': signature,
          'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
        },
        body: {
          id: `WH-${id(10)}`,
          event_type: 'PAYMENT.CAPTURE.COMPLETED',
          resource_type: 'capture',
          resource: {
            ...capture,
            supplementary_data: { related_ids: { order_id: order.id } },
          },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, body, headers: req.headers });
      const auth = req.headers.authorization ?? '';
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (auth !== basic) return error(res, 401, 'invalid_client');
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-STAND-IN',
          expires_in: 32400,
          nonce: id(8),
        });
      }
      if (auth !== `Bearer ${token}`) return error(res, 401, 'AUTHENTICATION_FAILURE');
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        const sig = body as { transmission_sig?: string; webhook_id?: string };
        const ok = sig.webhook_id === standIn.webhookId && standIn.validSignatures.has(sig.transmission_sig ?? '');
        return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const request = body as {
          intent: string;
          purchase_units: Array<{ amount: Money; custom_id?: string; description?: string }>;
        };
        const orderId = id(12);
        const order: StandInOrder = {
          id: orderId,
          intent: request.intent,
          status: 'CREATED',
          purchase_units: request.purchase_units.map((u) => ({ reference_id: 'default', ...u })),
          links: [
            { href: `${standIn.url}/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`, rel: 'approve', method: 'GET' },
            { href: `${standIn.url}/v2/checkout/orders/${orderId}/capture`, rel: 'capture', method: 'POST' },
          ],
          create_time: new Date().toISOString(),
        };
        orders.set(orderId, order);
        return send(res, 201, order);
      }
      const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(match[1]) : undefined;
      if (!match || !order) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (req.method === 'GET' && !match[2]) return send(res, 200, order);
      if (req.method === 'POST' && match[2]) {
        const requestId = req.headers['paypal-request-id'];
        const earlier = typeof requestId === 'string' ? captureByRequestId.get(requestId) : undefined;
        if (earlier) return send(res, 201, earlier);
        if (order.status === 'COMPLETED') return error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        const unit = order.purchase_units[0];
        unit.payments = {
          captures: [
            {
              id: id(12),
              status: 'COMPLETED',
              amount: standIn.captureAmountOverride ?? unit.amount,
              custom_id: unit.custom_id,
              final_capture: true,
            },
          ],
        };
        standIn.captureAmountOverride = null;
        order.status = 'COMPLETED';
        if (typeof requestId === 'string') captureByRequestId.set(requestId, order);
        return send(res, 201, order);
      }
      return error(res, 404, 'NOT_FOUND');
    })().catch((e: unknown) => error(res, 500, 'INTERNAL_SERVER_ERROR', String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
