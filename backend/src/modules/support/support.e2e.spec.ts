import { startTestApp, TestApp } from '../../../test/test-app';

describe('support inbox: POST /api/support/messages, GET /api/admin/support/messages, POST .../{id}/handled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ana Lopez',
    email: 'ana.support@example.com',
    subject: 'Deposit not credited',
    message: 'I sent $50 on Monday, reference TRX-123.',
    ...overrides,
  });

  it('stores an anonymous message (201) and the admin reads it, then marks it handled', async () => {
    const visitor = t.agent();
    const res = await visitor.post('/api/support/messages').send(message({ name: '  Ana Lopez  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'received', receivedAt: expect.any(String) });

    const admin = await t.admin();
    const before = (await admin.get('/api/admin/queues')).body.openSupportMessages;
    expect(before).toBeGreaterThanOrEqual(1);
    const inbox = await admin.get('/api/admin/support/messages?page=1&pageSize=10&search=ana.support');
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(inbox.body.items[0]).toEqual({
      id: res.body.id,
      name: 'Ana Lopez',
      email: 'ana.support@example.com',
      subject: 'Deposit not credited',
      message: 'I sent $50 on Monday, reference TRX-123.',
      userId: null,
      receivedAt: res.body.receivedAt,
      handledAt: null,
      handledBy: null,
    });

    const handled = await admin.post(`/api/admin/support/messages/${res.body.id}/handled`);
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      handledAt: expect.any(String),
      handledBy: { email: 'root-admin@example.test' },
    });
    const again = await admin.post(`/api/admin/support/messages/${res.body.id}/handled`);
    expect(again.body.handledAt).toBe(handled.body.handledAt);
    expect((await admin.get('/api/admin/queues')).body.openSupportMessages).toBe(before - 1);
  });

  it('remembers the signed-in sender', async () => {
    const { agent, user } = await t.signUp();
    const res = await agent.post('/api/support/messages').send(message({ email: user.email }));
    expect(res.status).toBe(201);
    const inbox = await (await t.admin()).get(`/api/admin/support/messages?search=${encodeURIComponent(user.email)}`);
    expect(inbox.body.items[0]).toMatchObject({ userId: user.id });
  });

  it.each([
    ['no name', { name: '' }, 'Please enter your name.'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a blank subject', { subject: '   ' }, 'Please enter a subject.'],
    ['no message', { message: undefined }, 'Please enter a message.'],
    ['a message too long', { message: 'x'.repeat(5001) }, 'The message must be at most 5,000 characters.'],
  ])('refuses %s with a readable 400 and stores nothing', async (_label, change, text) => {
    const admin = await t.admin();
    const before = (await admin.get('/api/admin/support/messages')).body.total;
    const res = await t.agent().post('/api/support/messages').send(message(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: text, code: 'REQUEST.INVALID' });
    expect((await admin.get('/api/admin/support/messages')).body.total).toBe(before);
  });

  it.each([
    ['an array body', []],
    ['a number for the name', { name: 42, email: 'a@b.test', subject: 's', message: 'm' }],
    ['an object for the message', { name: 'n', email: 'a@b.test', subject: 's', message: { x: 1 } }],
  ])('answers %s with a 400, never a 5xx', async (_label, body) => {
    const res = await t.agent().post('/api/support/messages').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'REQUEST.INVALID', message: expect.any(String) });
  });

  it('limits one sender to 5 messages an hour (429), counting by e-mail', async () => {
    const visitor = t.agent();
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await visitor.post('/api/support/messages').send(message({ email }))).status).toBe(201);
    }
    const res = await visitor.post('/api/support/messages').send(message({ email }));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'SUPPORT.TOO_MANY_MESSAGES' });
  });

  it('keeps the inbox admin-only, and an unknown message is a 404', async () => {
    const player = await t.signUp();
    expect((await player.agent.get('/api/admin/support/messages')).status).toBe(403);
    expect((await t.agent().get('/api/admin/support/messages')).status).toBe(401);
    const admin = await t.admin();
    expect((await admin.post('/api/admin/support/messages/not-a-uuid/handled')).status).toBe(404);
    const missing = await admin.post('/api/admin/support/messages/00000000-0000-4000-8000-000000000000/handled');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'SUPPORT.MESSAGE_NOT_FOUND' });
  });
});
