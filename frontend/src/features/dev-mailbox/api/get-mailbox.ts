import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

export const getMailbox = () => api.get<MailboxMessage[]>('/api/dev/mailbox');

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, refetchInterval: 3000, retry: false });

export const useMailbox = () => useQuery(mailboxQueryOptions());
