/** Where outbox messages go: an e-mail/SMS provider in production, the console in development. */
export interface OutboundMessage {
  /** The outbox row id: the same on every attempt, so a provider that dedupes by key sends once. */
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  /** A path on the site (e.g. `/invite/{token}`); the adapter prefixes its public address. */
  link: string | null;
}

export interface MessageTransport {
  /** Resolves once the provider accepted the message; rejects to have it retried later. */
  send(message: OutboundMessage): Promise<void>;
}

export const MESSAGE_TRANSPORT = Symbol('MESSAGE_TRANSPORT');
