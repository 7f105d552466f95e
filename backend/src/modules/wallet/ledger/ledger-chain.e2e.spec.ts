import { startTestApp, TestApp } from '../../../../test/test-app';
import { exportLedger } from './chain-source';
import { streamsOfExport, verifyChains } from './chain-verifier';
import { DigestDocument } from './ledger-chain';
import { fund } from '../shared/wallet.spec-helper';

/**
 * Issue 26: someone with superuser access edits, deletes, inserts or reorders events and fixes the
 * read models to match; Verify names the event. The database connection of the specs is the
 * server's superuser, which can switch the append-only triggers off (session_replication_role).
 */
describe('ledger: hash chain, seals and digests', () => {
  let t: TestApp;
  let wallets: string[];

  beforeAll(async () => {
    t = await startTestApp({ LEDGER_SEAL_INTERVAL_SECONDS: '3600' });
    const players = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    wallets = players.map((p) => `wallet-${p.user.id}`);
    for (const player of players) {
      for (const amount of ['10.00', '20.00', '30.00', '40.00']) await fund(t, player.user.id, amount);
    }
    await settled();
  });

  /** The platform mirrors of every wallet event so far are appended (seals then see a still log). */
  async function settled(): Promise<void> {
    await t.running.runner.subscribers.waitFor(await t.running.store.headPosition(), 5000);
  }
  afterAll(() => t.close());

  /** As a superuser: the triggers (append-only, foreign keys) do not fire. */
  async function asSuperuser(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      const { rows } = await client.query<Record<string, unknown>>(sql, params);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** Saves the stream's rows and its wallet's users row; the returned function puts them back. */
  async function saved(stream: string): Promise<() => Promise<void>> {
    const userId = stream.slice('wallet-'.length);
    const [{ events, head, user }] = (
      await t.db.pool.query(
        `SELECT (SELECT jsonb_agg(to_jsonb(e)) FROM events e WHERE e.stream_name = $1) AS events,
              (SELECT revision FROM event_streams WHERE stream_name = $1) AS head,
              (SELECT balance FROM users WHERE id = $2) AS user`,
        [stream, userId],
      )
    ).rows as Array<{ events: unknown; head: string; user: string }>;
    return async () => {
      await asSuperuser(`DELETE FROM events WHERE stream_name = $1`, [stream]);
      await asSuperuser(`INSERT INTO events SELECT * FROM jsonb_populate_recordset(NULL::events, $1::jsonb)`, [
        JSON.stringify(events),
      ]);
      await asSuperuser(`UPDATE event_streams SET revision = $2 WHERE stream_name = $1`, [stream, head]);
      await asSuperuser(`UPDATE users SET balance = $2 WHERE id = $1`, [userId, user]);
    };
  }

  async function verify(digest?: DigestDocument) {
    const admin = await t.admin();
    const res = digest
      ? await admin.post('/api/admin/ledger-seals/verify-digest').send(digest)
      : await admin.get('/api/admin/ledger/verify');
    expect(res.status).toBe(digest ? 201 : 200);
    return res.body as {
      ok: boolean;
      differences: Array<{ check: string; subject: string; message: string }>;
      chain: {
        checkedEvents: number;
        checkedSeals: number;
        unsealedEvents: number;
        problems: Array<{ kind: string; stream: string | null; revision: number | null; message: string }>;
        digest: { ok: boolean; message: string } | null;
      };
    };
  }

  async function seal() {
    const res = await (await t.admin()).post('/api/admin/ledger-seals');
    expect(res.status).toBe(201);
    return res.body as { created: boolean; seal: { sealId: string } };
  }

  async function download(sealId: string): Promise<DigestDocument> {
    const res = await (await t.admin()).get(`/api/admin/ledger-seals/${sealId}/digest.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ledger-digest-${sealId}.json"`);
    return res.body as DigestDocument;
  }

  it('chains every append, seals on demand, and proves a downloaded digest after more appends', async () => {
    const before = await verify();
    expect(before).toMatchObject({ ok: true, differences: [], chain: { checkedSeals: 0, problems: [] } });
    expect(before.chain.unsealedEvents).toBe(before.chain.checkedEvents);

    const first = await seal();
    expect(first).toMatchObject({ created: true, seal: { sealId: '1' } });
    expect(await seal()).toMatchObject({ created: false, seal: { sealId: '1' } }); // nothing new
    const digest = await download('1');

    await fund(t, wallets[0].slice('wallet-'.length), '5.00');
    await settled();
    expect((await seal()).seal.sealId).toBe('2');
    await fund(t, wallets[1].slice('wallet-'.length), '6.00');
    await settled();

    const after = await verify(digest);
    expect(after.ok).toBe(true);
    expect(after.chain).toMatchObject({ checkedSeals: 2, problems: [], digest: { ok: true } });
    expect(after.chain.unsealedEvents).toBeGreaterThanOrEqual(1);

    // The auditor's way: the export alone, no app.
    const exported = JSON.parse(JSON.stringify(await exportLedger(t.db.dataSource))) as Awaited<
      ReturnType<typeof exportLedger>
    >;
    const audit = await verifyChains({
      streams: streamsOfExport(exported.events),
      seals: exported.seals,
      trustedKeys: [digest.publicKey],
      digest,
    });
    expect(audit).toMatchObject({ ok: true, problems: [], digest: { ok: true } });

    // A forged document (another amount of events, re-signed by nobody) is refused.
    const forged = await verify({ ...digest, eventCount: String(Number(digest.eventCount) + 1) });
    expect(forged.chain.digest).toMatchObject({ ok: false });
    expect(forged.ok).toBe(false);
  });

  it('refuses a body that is not a digest document, with a sentence', async () => {
    const res = await (await t.admin()).post('/api/admin/ledger-seals/verify-digest').send({ hello: 'world' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'LEDGER.INVALID_DIGEST' });
  });

  it('names an event whose amount was changed, with the balance adjusted to match; the digest no longer holds', async () => {
    const stream = wallets[0];
    const restore = await saved(stream);
    const digest = await download('1');
    const [edited] = await asSuperuser(
      `UPDATE events SET data = jsonb_set(data, '{amountCents}', to_jsonb((data->>'amountCents')::bigint + 100000))
        WHERE stream_name = $1 AND revision = (SELECT min(revision) FROM events WHERE stream_name = $1 AND data ? 'amountCents')
        RETURNING revision::int AS revision`,
      [stream],
    );
    await asSuperuser(`UPDATE users SET balance = balance + 1000 WHERE id = $1`, [stream.slice('wallet-'.length)]);

    const report = await verify(digest);
    expect(report.ok).toBe(false);
    expect(report.differences.some((d) => d.check === 'users.balance')).toBe(false);
    expect(report.chain.problems[0]).toMatchObject({ kind: 'edited', stream, revision: edited.revision });
    expect(report.differences).toContainEqual(
      expect.objectContaining({ check: 'chain', subject: `${stream}@${String(edited.revision)}` }),
    );
    expect(report.chain.digest).toMatchObject({ ok: false });
    await restore();
    expect((await verify(digest)).ok).toBe(true);
  });

  it('names an event deleted from the middle of a stream', async () => {
    const stream = wallets[1];
    const restore = await saved(stream);
    await asSuperuser(`DELETE FROM events WHERE stream_name = $1 AND revision = 2`, [stream]);
    const report = await verify();
    expect(report.chain.problems[0]).toMatchObject({ kind: 'deleted', stream, revision: 2 });
    await restore();
    expect((await verify()).ok).toBe(true);
  });

  it('names an event deleted at the tail, with the stream head and balance adjusted (the seal remembers it)', async () => {
    const stream = wallets[2];
    const restore = await saved(stream);
    const [tail] = await asSuperuser(
      `DELETE FROM events WHERE stream_name = $1 AND revision = (SELECT max(revision) FROM events WHERE stream_name = $1)
        RETURNING revision::int AS revision, (data->>'amountCents')::bigint AS cents`,
      [stream],
    );
    await asSuperuser(`UPDATE event_streams SET revision = revision - 1 WHERE stream_name = $1`, [stream]);
    await asSuperuser(`UPDATE users SET balance = balance - $2::bigint / 100.0 WHERE id = $1`, [
      stream.slice('wallet-'.length),
      tail.cents,
    ]);
    const report = await verify();
    expect(report.ok).toBe(false);
    expect(report.differences.some((d) => d.check === 'users.balance')).toBe(false);
    expect(report.chain.problems).toContainEqual(
      expect.objectContaining({ kind: 'deleted', stream, revision: tail.revision }),
    );
    await restore();
    expect((await verify()).ok).toBe(true);
  });

  it('names a forged event inserted with a plausible hash, backdated before the seal', async () => {
    const stream = wallets[1];
    const restore = await saved(stream);
    // The forger knows the encoding: the hash chains correctly onto the stream's head.
    const [forged] = await asSuperuser(
      `WITH head AS (SELECT * FROM events WHERE stream_name = $1 ORDER BY revision DESC LIMIT 1),
            first AS (SELECT * FROM events WHERE stream_name = $1 ORDER BY revision LIMIT 1)
       INSERT INTO events (event_id, stream_name, revision, type, data, metadata, recorded_at, transaction_id, hash)
       SELECT gen_random_uuid(), $1, head.revision + 1, 'BalanceAdjusted',
              jsonb_set(head.data, '{amountCents}', '50000'), head.metadata, head.recorded_at, first.transaction_id,
              sha256(head.hash || ledger_event_encoding($1, head.revision + 1, 'BalanceAdjusted',
                     jsonb_set(head.data, '{amountCents}', '50000'), head.metadata, head.recorded_at))
         FROM head, first
       RETURNING revision::int AS revision`,
      [stream],
    );
    await asSuperuser(`UPDATE event_streams SET revision = revision + 1 WHERE stream_name = $1`, [stream]);
    await asSuperuser(`UPDATE users SET balance = balance + 500 WHERE id = $1`, [stream.slice('wallet-'.length)]);
    const report = await verify();
    await restore();
    expect(report.ok).toBe(false);
    expect(report.chain.problems).toContainEqual(
      expect.objectContaining({ kind: 'inserted', stream, revision: forged.revision }),
    );
    expect((await verify()).ok).toBe(true);
  });

  it('names a forged event inserted into the middle of a stream (the later ones renumbered)', async () => {
    // Backdated into an old commit, as a forger would (and so the live projections, past that commit,
    // never apply it: a mirror of it would outlive the restore and fail the last verify).
    const stream = wallets[0];
    const restore = await saved(stream);
    await asSuperuser(`UPDATE events SET revision = revision + 100 WHERE stream_name = $1 AND revision >= 2`, [stream]);
    await asSuperuser(`UPDATE events SET revision = revision - 99 WHERE stream_name = $1 AND revision >= 100`, [
      stream,
    ]);
    await asSuperuser(
      `WITH before AS (SELECT * FROM events WHERE stream_name = $1 AND revision = 1)
       INSERT INTO events (event_id, stream_name, revision, type, data, metadata, recorded_at, transaction_id, hash)
       SELECT gen_random_uuid(), $1, 2, before.type, before.data, before.metadata, before.recorded_at, before.transaction_id,
              sha256(before.hash || ledger_event_encoding($1, 2, before.type, before.data, before.metadata, before.recorded_at))
         FROM before`,
      [stream],
    );
    const report = await verify();
    expect(report.chain.problems[0]).toMatchObject({ kind: 'inserted', stream, revision: 2 });
    await restore();
    expect((await verify()).ok).toBe(true);
  });

  it('names two events whose order was swapped', async () => {
    const stream = wallets[2];
    const restore = await saved(stream);
    for (const [from, to] of [
      [1, -1],
      [2, 1],
      [-1, 2],
    ])
      await asSuperuser(`UPDATE events SET revision = $3 WHERE stream_name = $1 AND revision = $2`, [stream, from, to]);
    const report = await verify();
    expect(report.chain.problems[0]).toMatchObject({ kind: 'reordered', stream, revision: 1 });
    await restore();
    expect((await verify()).ok).toBe(true);
  });
});
