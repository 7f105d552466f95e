/**
 * A local stand-in for the two Stripe endpoints the wallet calls, so the real SDK can be tested
 * without the network: POST /v1/payment_intents (form-encoded, honours Idempotency-Key) and
 * GET /v1/payment_intents/:id. `succeed(id)` plays the customer paying.
 */
import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A Stripe Identity VerificationSession as the stand-in keeps it. */
export interface StandInVerificationSession {
  id: string;
  object: 'identity.verification_session';
  type: string;
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  url: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  last_error: { code: string; reason: string } | null;
  verified_outputs: { first_name: string; last_name: string; dob: { day: number; month: number; year: number } } | null;
  created: number;
  livemode: false;
}

/** A Refund as the stand-in keeps it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn {
  /** Refunds (POST /v1/refunds, honours Idempotency-Key). */
  refunds: Map<string, StandInRefund>;
  /** The status new refunds answer with ('succeeded' unless set, as for most cards). */
  refundStatus: StandInRefund['status'];
  /** Plays the card network failing a refund later. */
  failRefund(id: string, reason: string): StandInRefund;
  /** Stripe Identity sessions (POST/GET /v1/identity/verification_sessions). */
  verificationSessions: Map<string, StandInVerificationSession>;
  /** Plays the player finishing Stripe's page: verified with the document's name, or failing. */
  verifySession(id: string, name: { firstName: string; lastName: string }): StandInVerificationSession;
  failSession(id: string, reason: string): StandInVerificationSession;
  port: number;
  secretKey: string;
  intents: Map<string, StandInIntent>;
  /** Every request seen: method, path, form fields, headers. */
  requests: Array<{ method: string; path: string; form: Record<string, string>; headers: IncomingMessage['headers'] }>;
  succeed(id: string): StandInIntent;
  /** The next n requests answer 500 (Stripe having a bad moment). */
  failNext(n: number): void;
  close(): Promise<void>;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startStripeStandIn(secretKey = 'sk_test_stand_in'): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const verificationSessions = new Map<string, StandInVerificationSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: StripeStandIn['requests'] = [];
  let failures = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, code?: string) =>
    send(res, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, code } });

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path, form, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(res, 401, 'Invalid API Key provided.');
      if (failures > 0) {
        failures--;
        return error(res, 500, "Something went wrong on Stripe's end.");
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        const repeat = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (repeat) return send(res, 200, intents.get(repeat));
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]] = value;
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(res, 200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        const repeat = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (repeat) return send(res, 200, refunds.get(repeat));
        const intent = intents.get(form.payment_intent);
        if (!intent) return error(res, 404, `No such payment_intent: '${form.payment_intent}'`, 'resource_missing');
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled')
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : intent.amount_received - refunded;
        if (intent.status !== 'succeeded' || amount > intent.amount_received - refunded) {
          return error(
            res,
            400,
            `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`,
            'amount_too_large',
          );
        }
        const id = `re_${randomBytes(12).toString('hex')}`;
        const refund: StandInRefund = {
          id,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: standIn.refundStatus,
          failure_reason: null,
          metadata: metadataOf(form),
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(id, refund);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(res, 200, refund);
      }
      if (req.method === 'POST' && path === '/v1/identity/verification_sessions') {
        const key = req.headers['idempotency-key'];
        const repeat = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (repeat) return send(res, 200, verificationSessions.get(repeat));
        const id = `vs_${randomBytes(12).toString('hex')}`;
        const session: StandInVerificationSession = {
          id,
          object: 'identity.verification_session',
          type: form.type,
          status: 'requires_input',
          url: `https://verify.stripe.com/start/${id}`,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: metadataOf(form),
          last_error: null,
          verified_outputs: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        verificationSessions.set(id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(res, 200, session);
      }
      const sessionMatch = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = verificationSessions.get(decodeURIComponent(sessionMatch[1]));
        if (!session) {
          return error(res, 404, `No such verification session: '${sessionMatch[1]}'`, 'resource_missing');
        }
        // verified_outputs only when expanded, as Stripe does.
        // The SDK sends expand[0]=… (and expand[]=… by hand): any expand parameter counts.
        const expanded = [...new URLSearchParams((req.url ?? '').split('?')[1] ?? '')]
          .filter(([name]) => name.startsWith('expand['))
          .map(([, value]) => value);
        return send(res, 200, {
          ...session,
          verified_outputs: expanded.includes('verified_outputs') ? session.verified_outputs : null,
        });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const intent = intents.get(decodeURIComponent(match[1]));
        return intent
          ? send(res, 200, intent)
          : error(res, 404, `No such payment_intent: '${match[1]}'`, 'resource_missing');
      }
      return error(res, 404, `Unrecognized request URL (${req.method} ${path}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const standIn: StripeStandIn = {
    refunds,
    refundStatus: 'succeeded',
    failRefund(id, reason) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      Object.assign(refund, { status: 'failed', failure_reason: reason });
      return refund;
    },
    port: (server.address() as AddressInfo).port,
    verificationSessions,
    verifySession(id, name) {
      const session = verificationSessions.get(id);
      if (!session) throw new Error(`no verification session ${id}`);
      Object.assign(session, {
        status: 'verified',
        last_error: null,
        verified_outputs: {
          first_name: name.firstName,
          last_name: name.lastName,
          dob: { day: 1, month: 4, year: 1990 },
        },
      });
      return session;
    },
    failSession(id, reason) {
      const session = verificationSessions.get(id);
      if (!session) throw new Error(`no verification session ${id}`);
      Object.assign(session, { status: 'requires_input', last_error: { code: 'document_unverified_other', reason } });
      return session;
    },
    secretKey,
    intents,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return intent;
    },
    failNext(n) {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
  return standIn;
}
