import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server for the app under test (SMTP_URL), plus a tiny HTTP endpoint that lists what
 * arrived, so test files (which run apart from the global setup) can read the e-mails.
 */
export async function startMailCapture(): Promise<{ smtpUrl: string; mailboxURL: string; close(): Promise<void> }> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const http: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(received));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailboxURL: `http://127.0.0.1:${httpPort}/mails`,
    close: async () => {
      await new Promise<void>((done) => smtp.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

/** Waits for an e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(mailboxURL: string, to: string, subject: RegExp): Promise<CapturedMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(mailboxURL)).json()) as CapturedMail[];
    const mail = mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no e-mail to ${to} matching ${String(subject)} arrived`);
}
