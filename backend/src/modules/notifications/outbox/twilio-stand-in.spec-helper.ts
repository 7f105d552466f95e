/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, basic auth), so the real SDK can be tested without the network.
 */
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface TwilioStandIn {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  messages: Array<{ to: string; from: string; body: string }>;
  /** The next n requests answer 503. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startTwilioStandIn(accountSid = 'AC_stand_in', authToken = 'token'): Promise<TwilioStandIn> {
  const messages: TwilioStandIn['messages'] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== expectedAuth) return reply(401, { code: 20003, message: 'Authenticate' });
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return reply(404, { code: 20404, message: 'Not found' });
      }
      if (failures > 0) {
        failures -= 1;
        return reply(503, { code: 20500, message: 'Service unavailable' });
      }
      const form = Object.fromEntries(new URLSearchParams(raw));
      messages.push({ to: form.To, from: form.From, body: form.Body });
      reply(201, {
        sid: `SM${String(messages.length).padStart(32, '0')}`,
        account_sid: accountSid,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
