import { createTransport, Transporter } from 'nodemailer';
import { MessageTransport, OutboundMessage } from './message-transport.port';
import { messageText } from './message-text';

export interface SmtpEmailTransportOptions {
  smtpUrl: string;
  from: string;
  /** The site's public address (PUBLIC_URL): links are stored as paths and completed here. */
  publicUrl: string;
}

/**
 * E-mail through SMTP (nodemailer). `send` resolves only once the server accepted the message
 * for every recipient (its 250 answer to DATA); a refusal or a dropped connection rejects, so the
 * dispatcher retries later. The Message-ID derives from the outbox row id, so every attempt of
 * one message carries the same id and a receiving system can recognise a repeat.
 */
export class SmtpEmailTransport implements MessageTransport {
  private readonly transporter: Transporter;
  private readonly host: string;

  constructor(private readonly options: SmtpEmailTransportOptions) {
    this.transporter = createTransport(options.smtpUrl);
    this.host = new URL(options.publicUrl).hostname;
  }

  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`the SMTP transport sends e-mail, not ${message.channel}`);
    const info = (await this.transporter.sendMail({
      from: this.options.from,
      to: message.recipient,
      subject: message.subject ?? 'CourtCash',
      text: messageText(message, this.options.publicUrl),
      messageId: messageIdFor(message.id, this.host),
    })) as { rejected?: unknown[]; accepted?: unknown[] };
    if (info.rejected && info.rejected.length > 0) {
      throw new Error(`the mail server refused ${info.rejected.map(String).join(', ')}`);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

export function messageIdFor(outboxId: string, host: string): string {
  return `<${outboxId}@${host}>`;
}
