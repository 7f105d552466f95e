import type { components } from '@/api/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/dev/mailbox (development only): the latest outbox messages as they would be sent. */
export type MailboxMessage = components['schemas']['MailboxMessageSchema'];

export const getMailbox = () => api.get<MailboxMessage[]>('/api/dev/mailbox');

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, refetchInterval: 3000, retry: false });

export const useMailbox = () => useQuery(mailboxQueryOptions());
