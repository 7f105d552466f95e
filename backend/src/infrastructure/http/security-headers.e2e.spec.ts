import express from 'express';
import request from 'supertest';
import { startTestApp, TestApp } from '../../../test/test-app';
import { securityHeaders } from './security-headers';

const cspOf = (res: request.Response): Record<string, string[]> =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** Issue 9, finding 2: security headers on every response; no API docs in production. */
describe('security headers', () => {
  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        NODE_ENV: 'production',
        SESSION_SECRET: 'mXsIesbRqosEkT639aF5MIadm7vIYTm7CFNRp3KRAerCHg9Hk_JWG4L1Q30k2t8Y',
      });
    });
    afterAll(() => t.close());

    it.each([
      ['an API answer', 'get', '/api/health'],
      ['a 404', 'get', '/api/no-such-thing'],
      ['a 401', 'get', '/api/user/stats'],
      ['a refused cross-site request', 'post', '/api/auth/logout'],
    ] as const)('are on %s', async (_name, method, path) => {
      const res = await t.agent()[method](path).set('Origin', 'https://evil.example');
      const csp = cspOf(res);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('does not publish the API docs', async () => {
      expect((await t.agent().get('/api/docs')).status).toBe(404);
      expect((await t.agent().get('/api/docs/openapi.json')).status).toBe(404);
    });
  });

  describe('outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('asks browsers and proxies not to store API answers (balances on a shared computer), with no ETag', async () => {
      const { agent } = await t.signUp();
      const res = await agent.get('/api/user/session');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    });

    it('sends the same policy without HSTS or upgrade-insecure-requests (http://localhost works)', async () => {
      const res = await t.agent().get('/api/health');
      expect(cspOf(res)['script-src']).toEqual(["'self'"]);
      expect(cspOf(res)['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('does not publish the API docs in test mode either (development only)', async () => {
      expect((await t.agent().get('/api/docs/')).status).toBe(404);
      expect((await t.agent().get('/api/docs/openapi.json')).status).toBe(404);
    });
  });

  describe('in development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ NODE_ENV: 'development' });
    });
    afterAll(() => t.close());

    it('serves the API docs, whose page alone may use inline styles', async () => {
      const page = await t.agent().get('/api/docs/');
      expect(page.status).toBe(200);
      expect(cspOf(page)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(cspOf(page)['script-src']).toEqual(["'self'"]);
      expect((await t.agent().get('/api/docs/openapi.json')).status).toBe(200);
    });
  });

  it('allows Stripe.js (script, frames, API) only when a publishable key is configured', async () => {
    const app = (publishableKey?: string) =>
      express()
        .use(securityHeaders({ production: true, stripe: { publishableKey } }))
        .get('/', (_req, res) => {
          res.send('ok');
        });
    const withStripe = cspOf(await request(app('pk_live_x')).get('/'));
    expect(withStripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(withStripe['frame-src']).toContain('https://js.stripe.com');
    expect(withStripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    const without = cspOf(await request(app()).get('/'));
    expect(without['script-src']).toEqual(["'self'"]);
    expect(without['frame-src']).toEqual(["'none'"]);
  });
});
