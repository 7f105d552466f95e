import { Logger } from '@nestjs/common';
import { MessageTransport, OutboundMessage } from './message-transport.port';

/** The development adapter: writes each message to the log instead of sending it. */
export class ConsoleMessageTransport implements MessageTransport {
  readonly logger = new Logger('Outbox');

  constructor(private readonly publicBaseUrl = 'http://localhost:3000') {}

  send(message: OutboundMessage): Promise<void> {
    const link = message.link ? `\n${this.publicBaseUrl}${message.link}` : '';
    const subject = message.subject ? ` "${message.subject}"` : '';
    this.logger.log(`[${message.channel} to ${message.recipient}]${subject} (${message.id})\n${message.body}${link}`);
    return Promise.resolve();
  }
}
