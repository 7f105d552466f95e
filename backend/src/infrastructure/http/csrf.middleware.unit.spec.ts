import express from 'express';
import request from 'supertest';
import { refuseCrossSiteRequests } from './csrf.middleware';

/** The cross-site check alone, on a bare express app: PUBLIC_URL and the Host fallback. */
function appWith(publicOrigin: string | null) {
  const app = express();
  app.use(refuseCrossSiteRequests({ publicOrigin }));
  app.all('/api/thing', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('refuseCrossSiteRequests', () => {
  it('with PUBLIC_URL accepts only that origin, whatever Host the proxy forwards', async () => {
    const app = appWith('https://courtcash.example');
    const post = (headers: Record<string, string>) => request(app).post('/api/thing').set(headers).send({});
    expect((await post({ Host: 'internal:3000', Origin: 'https://courtcash.example' })).status).toBe(200);
    expect((await post({ Host: 'internal:3000', Referer: 'https://courtcash.example/wallet' })).status).toBe(200);
    expect((await post({ Host: 'courtcash.example', Origin: 'http://courtcash.example' })).status).toBe(403);
    expect((await post({ Host: 'internal:3000', Origin: 'http://internal:3000' })).status).toBe(403);
    expect((await post({ Origin: 'https://courtcash.example.evil.example' })).status).toBe(403);
    expect((await post({})).status).toBe(200);
  });

  it('without PUBLIC_URL accepts the request Host over http or https, default ports included', async () => {
    const app = appWith(null);
    const post = (headers: Record<string, string>) => request(app).post('/api/thing').set(headers).send({});
    expect((await post({ Host: 'play.example', Origin: 'https://play.example' })).status).toBe(200);
    expect((await post({ Host: 'play.example:443', Origin: 'https://play.example' })).status).toBe(200);
    expect((await post({ Host: 'play.example', Origin: 'http://play.example' })).status).toBe(200);
    expect((await post({ Host: 'play.example', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ Host: 'play.example', Referer: 'not a url' })).status).toBe(403);
    expect((await post({ Host: 'play.example', Origin: 'file://' })).status).toBe(403);
  });

  it('checks only state-changing methods', async () => {
    const app = appWith(null);
    for (const method of ['get', 'head', 'options'] as const) {
      expect((await request(app)[method]('/api/thing').set('Origin', 'https://evil.example')).status).toBe(200);
    }
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/api/thing').set('Origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('REQUEST.CROSS_ORIGIN');
    }
  });
});
