import { AppConfig } from '../../../config/app-config';
import { ChannelTransport } from './channel-transport';
import { ConsoleMessageTransport } from './console-message-transport';
import { SmtpEmailTransport } from './smtp-email-transport';
import { TwilioSmsTransport } from './twilio-sms-transport';

/**
 * E-mail: SMTP when SMTP_URL is set, otherwise none (e-mails stay queued: nothing may be marked
 * "sent" that was not sent). Texts: Twilio when configured; otherwise the console outside
 * production (a developer sees them in the log) and none in production.
 */
export function messageTransportsFor(config: AppConfig): ChannelTransport {
  const { publicUrl, smtpUrl, mailFrom, twilio } = config.messaging;
  const email = smtpUrl ? new SmtpEmailTransport({ smtpUrl, from: mailFrom, publicUrl }) : undefined;
  const sms = twilio
    ? new TwilioSmsTransport({ ...twilio, publicUrl })
    : config.production
      ? undefined
      : new ConsoleMessageTransport(publicUrl);
  return new ChannelTransport({ email, sms });
}

/** What start-up says about messages (one line each, so an operator sees what is not configured). */
export function messagingStartupNotes(config: AppConfig): string[] {
  const notes: string[] = [];
  if (!config.messaging.smtpUrl) {
    notes.push(
      'E-mail is not configured (SMTP_URL is unset): e-mails stay queued in the outbox and are not sent.' +
        (config.nodeEnv === 'development' ? ' Development mailbox: /dev/mailbox' : ''),
    );
  }
  if (!config.messaging.twilio) {
    notes.push(
      config.production
        ? 'Text messages are not configured (TWILIO_* unset): texts stay queued in the outbox.'
        : 'Text messages are not configured (TWILIO_* unset): texts are written to this log instead.',
    );
  }
  return notes;
}
