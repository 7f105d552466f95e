import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { startTestApp, TestApp } from '../../../../test/test-app';

/** Collects a binary answer (supertest only buffers text and JSON by itself). */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('profile photo: PUT /api/user/photo, GET /api/users/{id}/photo', () => {
  let t: TestApp;
  let dataDir: string;
  const photosDir = () => join(dataDir, 'profile-photos');
  const storedFiles = () => (existsSync(photosDir()) ? readdirSync(photosDir()).sort() : []);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-profile-photo-'));
    t = await startTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const types = (events: Array<{ type: string }>) => events.map((e) => e.type);
  const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      [format]()
      .toBuffer();

  it('finds the type in the bytes, resizes to a 256×256 WebP kept outside the web root, and serves it', async () => {
    const { agent, user } = await t.signUp();
    const original = await picture(1200, 800, 'jpeg');
    // The declared name and type are ignored: the bytes are a JPEG.
    const res = await agent
      .put('/api/user/photo')
      .attach('file', original, { filename: 'me.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    const events = await t.streamEvents(`user-${user.id}`);
    expect(types(events)).toEqual(['UserRegistered', 'ProfilePhotoChanged']);
    const { photoId, sizeBytes } = events[1].data as { photoId: string; sizeBytes: number };
    expect(events[1].data).toMatchObject({ userId: user.id, contentType: 'image/webp', sha256: expect.any(String) });
    expect(res.body).toEqual({ profileImageUrl: `/api/users/${user.id}/photo?v=${photoId}` });
    expect(storedFiles()).toEqual([`${photoId}.webp`]);
    // Read your writes: the session carries the new address at once.
    expect((await agent.get('/api/user/session')).body.profileImageUrl).toBe(res.body.profileImageUrl);

    // Another signed-in player sees it; it is the resized WebP, not the upload.
    const other = await t.signUp();
    const served = await other.agent.get(res.body.profileImageUrl).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const body = served.body as Buffer;
    expect(body.length).toBe(sizeBytes);
    expect(body.length).toBeLessThan(original.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // The web root does not have it; signed out, the route answers 401.
    expect((await t.agent().get(`/profile-photos/${photoId}.webp`)).status).toBe(404);
    expect((await t.agent().get(res.body.profileImageUrl)).status).toBe(401);
  });

  it('answers 404 for a player without a photo', async () => {
    const { agent, user } = await t.signUp();
    const res = await agent.get(`/api/users/${user.id}/photo`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PROFILE.NO_PHOTO' });
  });

  it.each([
    ['a text file named .png', () => Buffer.from('hello, not a picture'), 400, 'PROFILE.PHOTO_TYPE'],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 400, 'PROFILE.PHOTO_TYPE'],
    ['more than 5 MB', () => Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 413, 'PROFILE.PHOTO_TOO_LARGE'],
  ])('refuses %s, storing and appending nothing', async (_what, bytes, status, code) => {
    const { agent, user } = await t.signUp();
    const before = storedFiles();
    const res = await agent
      .put('/api/user/photo')
      .attach('file', bytes(), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message: expect.stringMatching(/\.$/) });
    expect(storedFiles()).toEqual(before);
    expect(types(await t.streamEvents(`user-${user.id}`))).toEqual(['UserRegistered']);
  });

  it('refuses a request without a file', async () => {
    const { agent } = await t.signUp();
    const res = await agent.put('/api/user/photo').field('note', 'no file');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/photo/);
  });
});
