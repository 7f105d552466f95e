import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../test/test-app';
import { DEV_TOOLS_REFUSED, isLoopback } from './dev-tools-access';

/**
 * Issue 22, point 1: the developer tools (the mailbox holds password-reset links) answer only to
 * this machine or to a signed-in admin. The app listens on every interface here so a client can
 * reach it from this machine's own network address, which is not loopback.
 */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('developer tools: loopback or an admin only', () => {
  let t: TestApp;
  let port: number;
  const remote = () => request.agent(`http://${lanAddress}:${port}`);
  const local = () => request.agent(`http://127.0.0.1:${port}`);

  async function listen(app: TestApp): Promise<number> {
    const server = app.running.app.getHttpServer() as Server;
    await new Promise<void>((done) => server.listen(0, '0.0.0.0', done));
    return (server.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    if (!lanAddress) throw new Error('This spec needs a non-loopback IPv4 interface to connect from.');
    t = await startTestApp({ NODE_ENV: 'development', SESSION_SECRET: randomBytes(48).toString('base64') });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('refuses a client on the network, signed out or a player, with a sentence (X-Forwarded-For is not believed)', async () => {
    const { email, password } = { email: `lan-${Date.now()}@example.test`, password: 'a fine long passphrase 2026' };
    await local()
      .post('/api/auth/register')
      .send({ email, password, firstName: 'Lan', lastName: 'Player', ...ADULT_IN_CALIFORNIA });
    const player = remote();
    expect((await player.post('/api/auth/login').send({ email, password })).status).toBe(200);
    for (const agent of [remote(), player]) {
      for (const [method, path] of [
        ['get', '/api/dev/mailbox'],
        ['get', '/api/test/user'],
        ['post', '/api/test/login'],
        ['post', '/api/test/create-user'],
      ] as const) {
        const res = await agent[method](path).set('X-Forwarded-For', '127.0.0.1').send({});
        expect({ path, status: res.status, body: res.body as unknown }).toEqual({
          path,
          status: 403,
          body: { ...DEV_TOOLS_REFUSED, statusCode: 403 },
        });
      }
    }
  });

  it('answers a client on this machine, and a signed-in admin from anywhere', async () => {
    expect((await local().get('/api/dev/mailbox')).status).toBe(200);
    const admin = remote();
    const login = await admin
      .post('/api/auth/login')
      .send({ email: 'root-admin@example.test', password: 'root-admin-password' });
    expect(login.status).toBe(200);
    expect((await admin.get('/api/dev/mailbox')).status).toBe(200);
  });

  it('behind a trusted proxy on this machine, judges the client the proxy reports', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const proxiedPort = await listen(proxied);
      const viaProxy = (forwardedFor: string) =>
        request(`http://127.0.0.1:${proxiedPort}`).get('/api/test/user').set('X-Forwarded-For', forwardedFor);
      expect((await viaProxy('198.51.100.7')).status).toBe(403);
      // A client that claims loopback in its own header is still judged by what the proxy appended.
      expect((await viaProxy('127.0.0.1, 198.51.100.7')).status).toBe(403);
      expect((await viaProxy('127.0.0.1')).status).toBe(401); // through: signed out
    } finally {
      await proxied.close();
    }
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '192.0.2.2', 'fe80::1', 'localhost'])
      expect(isLoopback(address)).toBe(false);
  });
});
