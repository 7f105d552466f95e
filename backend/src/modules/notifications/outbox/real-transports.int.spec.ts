import { loadConfig } from '../../../config/app-config';
import { ChannelTransport } from './channel-transport';
import { messageTransportsFor } from './message-transports.factory';
import { OutboxDispatcher } from './outbox-dispatcher';
import { outboxWorld } from './outbox.spec-helper';
import { SmtpCapture, startSmtpCapture } from './smtp-server.spec-helper';
import { startTwilioStandIn, TwilioStandIn } from './twilio-stand-in.spec-helper';

describe('outbox through real transports: an in-process SMTP server and a Twilio stand-in', () => {
  const world = outboxWorld();
  const { now, queueInvitation } = world;
  let smtp: SmtpCapture;
  let twilio: TwilioStandIn;
  let transport: ChannelTransport;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    twilio = await startTwilioStandIn();
    transport = messageTransportsFor(
      loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'https://courtcash.test/',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'CourtCash <hello@courtcash.test>',
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE_URL: twilio.baseUrl,
      }),
    );
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
    await twilio.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    twilio.messages.length = 0;
  });

  const row = async (channel: string) =>
    (
      await world.db.pool.query(
        `SELECT id, status, attempts, last_error, sent_at, next_attempt_at FROM outbox WHERE channel = $1`,
        [channel],
      )
    ).rows[0] as { id: string; status: string; attempts: number; last_error: string | null; sent_at: Date | null };

  it('delivers the e-mail over SMTP and the text through the Twilio SDK, links built from PUBLIC_URL', async () => {
    const token = await queueInvitation();
    const dispatcher = new OutboxDispatcher(world.db.dataSource, transport, { now, channels: transport.channels });
    expect(await dispatcher.dispatchDue()).toBe(2);
    const email = await row('email');
    expect(smtp.received).toEqual([
      {
        from: 'hello@courtcash.test',
        to: ['bo@example.test'],
        subject: 'Ana Lopez invited you to play Friday',
        text: expect.stringContaining(`https://courtcash.test/invite/${token}`) as string,
        messageId: `<${email.id}@courtcash.test>`,
      },
    ]);
    expect(twilio.messages).toEqual([
      {
        to: '+923001234567',
        from: '+15005550006',
        body: expect.stringContaining(`https://courtcash.test/invite/${token}`) as string,
      },
    ]);
    expect([email.status, email.attempts]).toEqual(['sent', 1]);
    expect((await row('sms')).status).toBe('sent');
    expect(await dispatcher.dispatchDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a refused e-mail pending (not sent), retries after the back-off, and it arrives once with the same Message-ID', async () => {
    await queueInvitation();
    const dispatcher = new OutboxDispatcher(world.db.dataSource, transport, {
      now,
      baseDelayMs: 1000,
      channels: ['email'],
    });
    smtp.refuseNext(1);
    expect(await dispatcher.dispatchDue()).toBe(0);
    let email = await row('email');
    expect(smtp.attempts).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toHaveLength(0);
    expect([email.status, email.attempts, email.sent_at]).toEqual(['pending', 1, null]);
    expect(email.last_error).toMatch(/451|busy/i);

    expect(await dispatcher.dispatchDue()).toBe(0); // not due yet
    world.clock = new Date(world.clock.getTime() + 1000);
    expect(await dispatcher.dispatchDue()).toBe(1);
    email = await row('email');
    expect([email.status, email.attempts]).toEqual(['sent', 2]);
    expect(email.sent_at).not.toBeNull();
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${email.id}@courtcash.test>`]);
    // The text was never claimed by this e-mail-only dispatcher.
    expect((await row('sms')).status).toBe('pending');
  });

  it('retries a text Twilio answered with an error', async () => {
    await queueInvitation();
    const dispatcher = new OutboxDispatcher(world.db.dataSource, transport, {
      now,
      baseDelayMs: 1000,
      channels: ['sms'],
    });
    twilio.failNext(1);
    expect(await dispatcher.dispatchDue()).toBe(0);
    expect((await row('sms')).status).toBe('pending');
    world.clock = new Date(world.clock.getTime() + 1000);
    expect(await dispatcher.dispatchDue()).toBe(1);
    expect(twilio.messages).toHaveLength(1);
    expect((await row('sms')).status).toBe('sent');
  });

  it('without SMTP_URL, e-mails stay queued in the outbox: never claimed, never marked sent', async () => {
    await queueInvitation();
    const unconfigured = messageTransportsFor(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'mXsIesbRqosEkT639aF5MIadm7vIYTm7CFNRp3KRAerCHg9Hk_JWG4L1Q30k2t8Y',
      }),
    );
    expect(unconfigured.channels).toEqual([]);
    const dispatcher = new OutboxDispatcher(world.db.dataSource, unconfigured, {
      now,
      channels: unconfigured.channels,
    });
    expect(await dispatcher.dispatchDue()).toBe(0);
    expect([(await row('email')).status, (await row('email')).attempts]).toEqual(['pending', 0]);
    const development = messageTransportsFor(loadConfig({ NODE_ENV: 'development' }));
    expect(development.channels).toEqual(['sms']);
  });
});
