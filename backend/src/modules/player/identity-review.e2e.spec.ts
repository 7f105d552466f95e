import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, TestApp } from '../../../test/test-app';

/** Bytes that are what they claim by content (their magic numbers), padded to a realistic size. */
const pad = (head: number[] | string, size = 4096) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 0x20)]);
};
const JPEG = pad([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = pad([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
const PDF = pad('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
/** A Windows executable (MZ … PE header), named and typed as a photo. */
const EXE = (() => {
  const bytes = pad('MZ', 4096);
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

describe('manual identity review: documents, the admin queue, approval and rejection', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestAgent;
  let adminId: string;
  const documentsDir = () => join(dataDir, 'identity-documents');
  const storedFiles = () => (existsSync(documentsDir()) ? readdirSync(documentsDir()).sort() : []);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-identity-review-'));
    t = await startTestApp({ IDENTITY_PROVIDER: 'manual', DATA_DIR: dataDir });
    admin = await t.admin();
    adminId = (await admin.get('/api/user/session')).body.id as string;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const playerEvents = (userId: string) => t.streamEvents(`player-${userId}`);
  async function startManual(agent: TestAgent, level: 1 | 2 = 1) {
    const res = await agent.post('/api/user/identity-verifications').send({ level });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'manual', status: 'pending', level, testMode: false, url: null });
    return res.body.id as string;
  }
  const upload = (agent: TestAgent, id: string, bytes: Buffer, filename: string, contentType: string) =>
    agent.post(`/api/user/identity-verifications/${id}/documents`).attach('file', bytes, { filename, contentType });

  /** A refusal: a 4xx with a sentence and a code, no event on the player's stream, no file kept. */
  async function expectRefused(
    userId: string,
    request: () => PromiseLike<{ status: number; body: { message?: unknown; code?: unknown } }>,
    status: number,
    code: string,
  ) {
    const [eventsBefore, filesBefore] = [(await playerEvents(userId)).length, storedFiles()];
    const res = await request();
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(typeof res.body.message).toBe('string');
    expect((res.body.message as string).length).toBeGreaterThan(10);
    expect((await playerEvents(userId)).length).toBe(eventsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  }

  it('accepts a JPEG, a PNG and a PDF by content, stores each under a random id in DATA_DIR, and records it', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const id = await startManual(agent);
    const sent: Array<[Buffer, string, string, string]> = [
      [JPEG, 'passport.jpeg', 'image/jpeg', 'jpg'],
      [PNG, 'licence.png', 'image/png', 'png'],
      // The declared type is ignored: the bytes say PDF.
      [PDF, 'scan', 'application/octet-stream', 'pdf'],
      // Exactly 10 MB is allowed.
      [Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 - JPEG.length, 0x20)]), 'big.jpg', 'image/jpeg', 'jpg'],
    ];
    for (const [bytes, filename, declared, ext] of sent) {
      const res = await upload(agent, id, bytes, filename, declared);
      expect(res.status).toBe(201);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(res.body).toMatchObject({ verificationId: id, sizeBytes: bytes.length, sha256 });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(readFileSync(join(documentsDir(), `${res.body.id}.${ext}`)).equals(bytes)).toBe(true);
    }
    // Starting again while it is open answers the same verification (documents stay with it).
    expect(await startManual(agent)).toBe(id);
    const uploaded = (await playerEvents(user.id)).filter((e) => e.type === 'IdentityDocumentUploaded');
    expect(uploaded.map((e) => [e.data.contentType, e.data.sizeBytes, e.data.verificationId])).toEqual([
      ['image/jpeg', JPEG.length, id],
      ['image/png', PNG.length, id],
      ['application/pdf', PDF.length, id],
      ['image/jpeg', 10 * 1024 * 1024, id],
    ]);
    expect(uploaded.every((e) => !JSON.stringify(e.data).includes('passport'))).toBe(true);
    const started = (await playerEvents(user.id)).filter((e) => e.type === 'IdentityVerificationStarted');
    expect(started).toHaveLength(1);
  });

  it('refuses a renamed executable, a 50 MB file, an empty request and another field, with nothing recorded', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const id = await startManual(agent);
    await expectRefused(
      user.id,
      () => upload(agent, id, EXE, 'passport.jpg', 'image/jpeg'),
      400,
      'IDENTITY.DOCUMENT_TYPE',
    );
    const huge = Buffer.concat([JPEG, Buffer.alloc(50 * 1024 * 1024 - JPEG.length, 0x20)]);
    await expectRefused(
      user.id,
      () => upload(agent, id, huge, 'passport.jpg', 'image/jpeg'),
      413,
      'IDENTITY.DOCUMENT_TOO_LARGE',
    );
    // Just over 10 MB, with a Content-Length that passes the door: multer stops at the limit.
    const justOver = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 + 1 - JPEG.length, 0x20)]);
    await expectRefused(
      user.id,
      () => upload(agent, id, justOver, 'passport.jpg', 'image/jpeg'),
      413,
      'IDENTITY.DOCUMENT_TOO_LARGE',
    );
    await expectRefused(
      user.id,
      () => agent.post(`/api/user/identity-verifications/${id}/documents`).field('note', 'no file'),
      400,
      'IDENTITY.INVALID_UPLOAD',
    );
    await expectRefused(
      user.id,
      () => agent.post(`/api/user/identity-verifications/${id}/documents`).send({}),
      400,
      'IDENTITY.DOCUMENT_REQUIRED',
    );
    await expectRefused(
      user.id,
      () =>
        agent
          .post(`/api/user/identity-verifications/${id}/documents`)
          .attach('picture', JPEG, { filename: 'a.jpg', contentType: 'image/jpeg' }),
      400,
      'IDENTITY.INVALID_UPLOAD',
    );
  });

  it('never uses the file name as a path: ../../etc/passwd.png is stored as <random id>.png inside DATA_DIR', async () => {
    const { agent } = await t.signUp({}, { verified: false });
    const id = await startManual(agent);
    const before = storedFiles();
    const res = await upload(agent, id, PNG, '../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(201);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toEqual([`${res.body.id}.png`]);
    expect(existsSync(join(documentsDir(), '..', '..', 'etc', 'passwd.png'))).toBe(false);
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
  });

  it("refuses another player's verification, a signed-out upload, a malformed id and a decided verification", async () => {
    const owner = await t.signUp({}, { verified: false });
    const id = await startManual(owner.agent);
    const other = await t.signUp({ firstName: 'Other', lastName: 'Player' }, { verified: false });
    await expectRefused(
      owner.user.id,
      () => upload(other.agent, id, JPEG, 'a.jpg', 'image/jpeg'),
      404,
      'IDENTITY.VERIFICATION_NOT_FOUND',
    );
    await expectRefused(
      owner.user.id,
      () => upload(t.agent(), id, JPEG, 'a.jpg', 'image/jpeg'),
      401,
      'AUTH.UNAUTHORIZED',
    );
    await expectRefused(
      owner.user.id,
      () => upload(owner.agent, 'not-a-uuid', JPEG, 'a.jpg', 'image/jpeg'),
      404,
      'IDENTITY.VERIFICATION_NOT_FOUND',
    );
    expect((await admin.post(`/api/admin/identity-verifications/${id}/reject`).send({ reason: 'Blurry' })).status).toBe(
      200,
    );
    await expectRefused(
      owner.user.id,
      () => upload(owner.agent, id, JPEG, 'a.jpg', 'image/jpeg'),
      409,
      'IDENTITY.VERIFICATION_DECIDED',
    );
  });

  it('lists pending verifications paged with their documents, streams a document, and approves with a reason (level 1, then 2)', async () => {
    const { agent, user } = await t.signUp({ firstName: 'Ana', lastName: 'Lopez' }, { verified: false });
    const id = await startManual(agent);
    const doc = (await upload(agent, id, JPEG, 'id.jpg', 'image/jpeg')).body.id as string;

    const page = await admin.get(`/api/admin/identity-verifications?status=pending&pageSize=200`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 200 });
    const item = (page.body.items as Array<{ id: string }>).find((i) => i.id === id);
    expect(item).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      userName: 'Ana Lopez',
      provider: 'manual',
      level: 1,
      status: 'pending',
      documents: [{ id: doc, contentType: 'image/jpeg', sizeBytes: JPEG.length }],
    });
    const searched = await admin.get(`/api/admin/identity-verifications?status=pending&search=${user.email}`);
    expect(searched.body).toMatchObject({ total: 1, items: [{ id }] });

    const file = await admin
      .get(`/api/admin/identity-verifications/${id}/documents/${doc}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((file.body as Buffer).equals(JPEG)).toBe(true);

    await expectRefused(
      user.id,
      () => admin.post(`/api/admin/identity-verifications/${id}/approve`).send({}),
      400,
      'REQUEST.INVALID',
    );
    const approved = await admin
      .post(`/api/admin/identity-verifications/${id}/approve`)
      .send({ legalName: 'ANA MARÍA LÓPEZ', reason: 'Passport checked' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id, status: 'verified', level: 1, reason: 'Passport checked' });
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 1 });
    const verified = (await playerEvents(user.id)).filter((e) => e.type === 'IdentityVerified');
    expect(verified.map((e) => e.data)).toEqual([
      expect.objectContaining({ legalName: 'ANA MARÍA LÓPEZ', decidedBy: adminId, reason: 'Passport checked' }),
    ]);
    // A repeat changes nothing.
    const again = await admin.post(`/api/admin/identity-verifications/${id}/approve`).send({ reason: 'again' });
    expect([again.status, again.body.status]).toEqual([200, 'verified']);
    expect((await playerEvents(user.id)).filter((e) => e.type === 'IdentityVerified')).toHaveLength(1);

    // Level 2 (proof of address): the same flow.
    const enhanced = await startManual(agent, 2);
    expect((await upload(agent, enhanced, PDF, 'utility-bill.pdf', 'application/pdf')).status).toBe(201);
    const second = await admin
      .post(`/api/admin/identity-verifications/${enhanced}/approve`)
      .send({ reason: 'Utility bill, same address' });
    expect(second.body).toMatchObject({ status: 'verified', level: 2 });
    expect((await agent.get('/api/user/eligibility')).body).toMatchObject({ kycLevel: 2 });

    const audit = await admin.get(`/api/admin/audit?search=${encodeURIComponent(user.email)}`);
    expect(
      (
        audit.body.items as Array<{ action: string; reason: string; actor: { id: string }; target: { id: string } }>
      ).map((e) => [e.action, e.reason, e.actor.id, e.target.id]),
    ).toEqual([
      ['identity.verified', 'Utility bill, same address', adminId, user.id],
      ['identity.verified', 'Passport checked', adminId, user.id],
    ]);
  });

  it('rejects with a required reason; approving without a document or a decided one is refused', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const id = await startManual(agent);
    await expectRefused(
      user.id,
      () => admin.post(`/api/admin/identity-verifications/${id}/approve`).send({ reason: 'Looks fine' }),
      409,
      'IDENTITY.DOCUMENTS_REQUIRED',
    );
    await expectRefused(
      user.id,
      () => admin.post(`/api/admin/identity-verifications/${id}/reject`).send({ reason: '   ' }),
      400,
      'REQUEST.INVALID',
    );
    const rejected = await admin
      .post(`/api/admin/identity-verifications/${id}/reject`)
      .send({ reason: 'No document was uploaded.' });
    expect(rejected.body).toEqual({ id, status: 'rejected', level: 1, reason: 'No document was uploaded.' });
    const events = (await playerEvents(user.id)).filter((e) => e.type === 'IdentityVerificationRejected');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ verificationId: id, decidedBy: adminId, reason: 'No document was uploaded.' }),
    ]);
    await expectRefused(
      user.id,
      () => admin.post(`/api/admin/identity-verifications/${id}/approve`).send({ reason: 'Changed my mind' }),
      409,
      'IDENTITY.VERIFICATION_DECIDED',
    );
    await expectRefused(
      user.id,
      () => admin.post(`/api/admin/identity-verifications/${randomUUID()}/reject`).send({ reason: 'x' }),
      404,
      'IDENTITY.VERIFICATION_NOT_FOUND',
    );
    const pending = await admin.get('/api/admin/identity-verifications?status=rejected&pageSize=200');
    expect(
      (pending.body.items as Array<{ id: string; decisionReason: string }>).find((i) => i.id === id),
    ).toMatchObject({ decisionReason: 'No document was uploaded.', decidedByEmail: 'root-admin@example.test' });
  });

  it('keeps players out of every admin route, and changes nothing', async () => {
    const { agent, user } = await t.signUp({}, { verified: false });
    const id = await startManual(agent);
    const doc = (await upload(agent, id, PNG, 'a.png', 'image/png')).body.id as string;
    const base = `/api/admin/identity-verifications`;
    await expectRefused(user.id, () => agent.get(`${base}?status=pending`), 403, 'AUTH.FORBIDDEN');
    await expectRefused(user.id, () => agent.get(`${base}/${id}/documents/${doc}`), 403, 'AUTH.FORBIDDEN');
    await expectRefused(
      user.id,
      () => agent.post(`${base}/${id}/approve`).send({ reason: 'me' }),
      403,
      'AUTH.FORBIDDEN',
    );
    await expectRefused(
      user.id,
      () => agent.post(`${base}/${id}/reject`).send({ reason: 'me' }),
      403,
      'AUTH.FORBIDDEN',
    );
    await expectRefused(user.id, () => t.agent().get(`${base}/${id}/documents/${doc}`), 401, 'AUTH.UNAUTHORIZED');
    await expectRefused(
      user.id,
      () => admin.get(`${base}/${id}/documents/${randomUUID()}`),
      404,
      'IDENTITY.DOCUMENT_NOT_FOUND',
    );
    expect((await admin.get(`${base}?pageSize=201`)).status).toBe(400);
  });
});
