import express from 'express';
import request from 'supertest';
import { EventStore, GlobalPosition, positionId } from './event-store/event-store.port';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import { noteWritten } from './infrastructure/event-sourcing/written-position';
import { POSITION_COOKIE, POSITION_HEADER, readYourWrites } from './read-your-writes';

const at = (n: number): GlobalPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

/** A gate a route waits at, opened by the spec. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The middleware alone on a bare express app. Only writes (POST) are sent, which never wait and
 * never read the store. Each route notes the position its write "appended", says it has, then
 * answers when the spec opens its gate, so the spec decides the order of the answers. `session`
 * and `user` stand in for express-session and passport, which run after the middleware.
 */
function appWith(routes: Record<string, { position: number; session: string | null }>) {
  const app = express();
  app.use(readYourWrites({ fence: new WriteFence(), store: {} as EventStore, timeoutMs: 1000, secure: false }));
  const gates = new Map<string, ReturnType<typeof gate>>();
  const noted = new Map<string, ReturnType<typeof gate>>();
  for (const [name, { position, session }] of Object.entries(routes)) {
    gates.set(name, gate());
    noted.set(name, gate());
    app.post(`/api/${name}`, (req, res, next) => {
      if (session) {
        req.sessionID = session;
        req.user = { id: session };
      }
      noteWritten(at(position));
      noted.get(name)!.open();
      gates.get(name)!.opened.then(() => res.json({ ok: true }), next);
    });
  }
  return { app, gates, noted };
}

function cookieOf(answer: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return cookies
    .find((c) => c.startsWith(`${POSITION_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
}

describe('readYourWrites: the position a writing answer carries', () => {
  it("never goes back for one session when its requests answer out of order: the later answer carries the earlier answer's newer position", async () => {
    const { app, gates, noted } = appWith({
      newer: { position: 9, session: 'session-1' },
      older: { position: 7, session: 'session-1' },
    });
    const newer = request(app).post('/api/newer').send({});
    const older = request(app).post('/api/older').send({});
    const answers = [newer.then((r) => r), older.then((r) => r)];
    await Promise.all([noted.get('newer')!.opened, noted.get('older')!.opened]);
    gates.get('newer')!.open();
    const first = await answers[0];
    gates.get('older')!.open();
    const last = await answers[1];
    expect(cookieOf(first)).toBe(positionId(at(9)));
    // The browser keeps the last cookie: it must not fall back to 7 (a read would then skip write 9).
    expect(cookieOf(last)).toBe(positionId(at(9)));
    expect(last.headers[POSITION_HEADER.toLowerCase()]).toBe(positionId(at(9)));
  });

  it('carries only its own position for another session, and for a signed-out request', async () => {
    const names = ['first', 'other', 'signedOut'];
    const { app, gates, noted } = appWith({
      first: { position: 9, session: 'session-1' },
      other: { position: 5, session: 'session-2' },
      signedOut: { position: 4, session: null },
    });
    const answers = names.map((name) =>
      request(app)
        .post(`/api/${name}`)
        .send({})
        .then((r) => r),
    );
    await Promise.all([...noted.values()].map((n) => n.opened));
    const cookies: Array<string | undefined> = [];
    for (const [i, name] of names.entries()) {
      gates.get(name)!.open(); // in this order: the newest position answers first
      cookies.push(cookieOf(await answers[i]));
    }
    expect(cookies).toEqual([positionId(at(9)), positionId(at(5)), positionId(at(4))]);
  });
});
