/** A development mailbox message: an outbox message as it would be sent. */
export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  status: string;
  attempts: number;
  createdAt: string;
}
