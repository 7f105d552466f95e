import { OutboundMessage } from './message-transport.port';

/** The text that leaves: the body, then the link completed with the site's public address. */
export function messageText(message: Pick<OutboundMessage, 'body' | 'link'>, publicUrl: string): string {
  return message.link ? `${message.body}\n\n${publicUrl}${message.link}` : message.body;
}
