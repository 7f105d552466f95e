import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, TestApp } from '../../../test/test-app';
import { buildApiDocument } from './api-docs';

/**
 * Malformed input against every endpoint the app serves, as anonymous and as a signed-in player.
 * The endpoint list comes from the Express router Nest built (so a new controller is fuzzed
 * without touching this file); request fields come from the OpenAPI document. Two promises:
 * no answer is a 5xx, and a refused (4xx) request appends no event.
 */
interface Endpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

interface Attempt {
  name: string;
  url: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: unknown;
};
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};

const LONE_SURROGATE = '\ud800';
const DEEP = 10_000;

describe('fuzz: malformed input on every endpoint', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  let openApi: OpenApi | null;

  beforeAll(async () => {
    t = await startTestApp();
    endpoints = listEndpoints(t);
    // The document /api/docs serves in development (not published in test mode).
    openApi = JSON.parse(JSON.stringify(buildApiDocument(t.running.app))) as OpenApi;
  });
  afterAll(() => t.close());

  const lastPosition = async (): Promise<string> => {
    const rows = (await t.running.pool.query(`SELECT coalesce(max(global_position), 0)::text AS p FROM events`))
      .rows as Array<{ p: string }>;
    return rows[0].p;
  };

  it('finds the endpoints from the router (not a hand-written list)', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints).toContainEqual({ method: 'post', path: '/api/auth/register' });
  });

  it('answers no 5xx and appends nothing for a refused request, anonymous and signed in', async () => {
    const failures: string[] = [];
    let sent = 0;
    const player = (await t.signUp()).agent;
    // Signing out ends the player's session: those endpoints go last.
    const ordered = [...endpoints].sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
    for (const endpoint of ordered) {
      const attempts = attemptsFor(endpoint, openApi);
      for (const as of ['anonymous', 'player'] as const) {
        // Signed in, GET /api/live is a stream that stays open by design (issue 23): only its refusal is fuzzed.
        if (as === 'player' && endpoint.path === '/api/live') continue;
        const agent: TestAgent = as === 'anonymous' ? t.agent() : player;
        for (const attempt of attempts) {
          // A body's encoding is read before anyone is signed in: the anonymous pass covers it.
          if (as === 'player' && attempt.headers?.['Content-Encoding'] !== undefined) continue;
          const before = await lastPosition();
          let req = agent[endpoint.method](attempt.url);
          for (const [name, value] of Object.entries(attempt.headers ?? {})) req = req.set(name, value);
          if (attempt.body !== undefined) {
            req = req.set('Content-Type', attempt.contentType ?? 'application/json').send(attempt.body);
          }
          const res = await req;
          sent += 1;
          const label = `${as} ${endpoint.method.toUpperCase()} ${endpoint.path} [${attempt.name}]`;
          if (res.status >= 500) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          if (res.status >= 400 && res.status < 500) {
            const after = await lastPosition();
            if (after !== before) failures.push(`${label}: ${res.status} but appended events`);
            if (typeof (res.body as { message?: unknown }).message !== 'string') {
              failures.push(`${label}: ${res.status} without a readable message`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    const serverErrors = failures.filter((failure) => / 5\d\d /.test(failure)).length;
    console.log(`fuzz: ${sent} requests, ${serverErrors} answered 5xx, ${failures.length} findings`);
    expect(failures).toEqual([]);
  }, 600_000); // six encodings on every write endpoint: minutes on a loaded 2-core box
});

function listEndpoints(t: TestApp): Endpoint[] {
  const express = t.running.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  const found: Endpoint[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route || !layer.route.path.startsWith('/api')) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
        found.push({ method: method as Endpoint['method'], path: layer.route.path });
      }
    }
  }
  return found;
}

/** Malformed variants of one endpoint's path, query, headers and body. */
function attemptsFor(endpoint: Endpoint, openApi: OpenApi | null): Attempt[] {
  const url = (param: string) => endpoint.path.replace(/:[A-Za-z_]+/g, param);
  const good = url(randomUUID());
  const attempts: Attempt[] = [];
  if (endpoint.path.includes(':')) {
    attempts.push(
      { name: 'path: not a uuid', url: url('not-a-uuid') },
      { name: 'path: bad percent-encoding', url: url('%ED%A0%80') },
      { name: 'path: very long', url: url('9'.repeat(400)) },
    );
  }
  attempts.push(
    {
      name: 'query: odd values',
      url: `${good}?page=-1&limit=1e999&status[]=x&sport[a]=b&email=%ED%A0%80&from=not-a-date&q=${'%FF'.repeat(3)}`,
    },
    {
      name: 'headers: junk cookie and forwarded-for',
      url: good,
      headers: { Cookie: 'courtcash.sid=s%3Ajunk.sig', 'X-Forwarded-For': 'junk, , 999.1.1.1' },
    },
  );
  if (endpoint.method === 'get') return attempts;

  const fields = bodyFields(endpoint, openApi);
  // Fresh values per attempt (e-mails especially), so one accepted attempt does not mask the next.
  const fresh = () => Object.fromEntries(fields.map(([name, schema]) => [name, plausibleValue(name, schema)]));
  const plausible = fresh();
  attempts.push(
    { name: 'body: 10,000 deep arrays', url: good, body: '['.repeat(DEEP) + ']'.repeat(DEEP) },
    { name: 'body: 10,000 deep objects', url: good, body: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) },
    { name: 'body: charset=bogus', url: good, body: '{}', contentType: 'application/json; charset=bogus' },
    { name: 'body: not JSON', url: good, body: '{"a":' },
    // Marked compressed but sent plain (400), or in an encoding nobody reads (415).
    ...['gzip', 'deflate', 'br', 'zstd', 'x-bogus', 'gzip, br'].map((encoding): Attempt => ({
      name: `body: Content-Encoding ${encoding} on a plain body`,
      url: good,
      body: JSON.stringify(fresh()),
      headers: { 'Content-Encoding': encoding },
    })),
    { name: 'body: text/plain', url: good, body: JSON.stringify(plausible), contentType: 'text/plain' },
    { name: 'body: top-level array', url: good, body: '[1,2,3]' },
    { name: 'body: 1e-7 everywhere', url: good, body: JSON.stringify(mapValues(plausible, () => 1e-7)) },
    { name: 'body: huge numbers', url: good, body: JSON.stringify(mapValues(plausible, () => 1e308)) },
    { name: 'body: objects everywhere', url: good, body: JSON.stringify(mapValues(plausible, () => ({ a: [1] }))) },
    { name: 'body: nulls everywhere', url: good, body: JSON.stringify(mapValues(plausible, () => null)) },
  );
  for (const [name] of fields) {
    const value = plausible[name];
    const surrogate =
      typeof value === 'string' && value.includes('@') ? `a${LONE_SURROGATE}@example.test` : LONE_SURROGATE;
    attempts.push({
      name: `body: lone surrogate in ${name}`,
      url: good,
      body: JSON.stringify({ ...fresh(), [name]: surrogate }),
    });
  }
  const withControls = mapValues(fresh(), () => 'a\r\nBcc: x@evil.test\u0007<b>');
  attempts.push({ name: 'body: control characters everywhere', url: good, body: JSON.stringify(withControls) });
  return attempts;
}

function mapValues(record: Record<string, unknown>, to: () => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.keys(record).map((key) => [key, to()]));
}

function bodyFields(endpoint: Endpoint, openApi: OpenApi | null): Array<[string, Schema]> {
  const operation = openApi?.paths[endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[endpoint.method];
  const schema = resolve(operation?.requestBody?.content?.['application/json']?.schema, openApi);
  const fields = Object.entries(schema?.properties ?? {}).map(([name, inner]): [string, Schema] => [
    name,
    resolve(inner, openApi) ?? {},
  ]);
  // Without a documented body, the fields most endpoints read.
  return fields.length > 0
    ? fields
    : (['email', 'password', 'amount', 'reason', 'name'] as const).map((name): [string, Schema] => [name, {}]);
}

function resolve(schema: Schema | undefined, openApi: OpenApi | null): Schema | undefined {
  if (!schema?.$ref) return schema;
  return openApi?.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
}

function plausibleValue(name: string, schema: Schema): unknown {
  if (/email/i.test(name)) return `fuzz-${randomUUID()}@example.test`;
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (/password/i.test(name)) return 'a fine long passphrase 2026';
  if (/amount|balance|fee|price/i.test(name)) return '10.00';
  if (/id$/i.test(name)) return randomUUID();
  if (/at$|date|time/i.test(name)) return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  return 'Fuzz';
}
