import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../test/test-app';
import { exceedsDepth, isPlainText, MAX_JSON_DEPTH } from './json-bodies';

describe('JSON bodies refused at the door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const eventCount = async (): Promise<number> =>
    (await t.running.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`)).rows[0].n;

  it('answers 400 fast for JSON nested 10,000 deep, and appends nothing', async () => {
    const { agent } = await t.signUp();
    const before = await eventCount();
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await agent.put('/api/user/profile').set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'REQUEST.TOO_DEEP', message: expect.stringMatching(/nested too deeply/) });
    expect(await eventCount()).toBe(before);
  });

  it('answers 415 for a charset other than UTF-8', async () => {
    const res = await t
      .agent()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json; charset=bogus')
      .send('{"email":"a@b.test","password":"x"}');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('REQUEST.UNSUPPORTED_CHARSET');
    expect(res.body.message).toBe('The request body must be sent as UTF-8 (charset=utf-8).');
  });

  describe('Content-Encoding', () => {
    const login = '{"email":"nobody@example.test","password":"not the password"}';
    /** node:http, so the bytes sent are exactly these (no client-side serialisation). */
    const post = (headers: Record<string, string>, body: Buffer) =>
      new Promise<{ status: number; body: { message?: string; code?: string } }>((resolve, reject) => {
        const { port } = (t.running.app.getHttpServer() as { address(): AddressInfo }).address();
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'Content-Type': 'application/json', ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as never,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    beforeAll(async () => {
      const server = t.running.app.getHttpServer() as {
        listening: boolean;
        listen(port: number, host: string, done: () => void): void;
      };
      if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    });

    it.each(['gzip', 'deflate', 'br', 'GZIP'])('answers 400 for a body marked %s that is not', async (encoding) => {
      const before = await eventCount();
      const res = await post({ 'Content-Encoding': encoding }, Buffer.from(login));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('REQUEST.INVALID_ENCODED_BODY');
      expect(res.body.message).toMatch(/not valid .* data/);
      expect(await eventCount()).toBe(before);
    });

    it.each(['zstd', 'compress', 'x-bogus', 'gzip, gzip', 'identity, gzip'])(
      'answers 415 for the unsupported or malformed encoding %j',
      async (encoding) => {
        const res = await post({ 'Content-Encoding': encoding }, Buffer.from(login));
        expect(res.status).toBe(415);
        expect(res.body.code).toBe('REQUEST.UNSUPPORTED_ENCODING');
      },
    );

    it.each([
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const)('reads a body really compressed with %s', async (encoding, compress) => {
      const res = await post({ 'Content-Encoding': encoding }, compress(Buffer.from(login)));
      expect(res.status).toBe(401); // read, understood, and the sign-in refused
    });
  });

  it('answers 400 for a lone surrogate in an e-mail', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({
        email: 'a\ud800@example.test',
        password: 'a sturdy passphrase 2026',
        firstName: 'A',
        lastName: 'B',
        ...ADULT_IN_CALIFORNIA,
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REQUEST.INVALID_CHARACTER');
    expect(res.body.message).toBe('The request contains a character that is not allowed.');
  });

  it('counts depth outside strings only, without recursion', () => {
    const nested = (n: number) => Buffer.from('['.repeat(n) + ']'.repeat(n));
    expect(exceedsDepth(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsDepth(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsDepth(Buffer.from(JSON.stringify({ a: '[[[[[[\\"{{{{' })), 2)).toBe(false);
  });

  it('tells text from broken text', () => {
    expect(isPlainText('Ana 😀')).toBe(true);
    expect(isPlainText('\ud800')).toBe(false);
    expect(isPlainText('x\udc00')).toBe(false);
    expect(isPlainText('a\u0000b')).toBe(false);
  });
});
