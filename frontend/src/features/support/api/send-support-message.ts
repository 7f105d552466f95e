import type { components } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SupportMessageInput = components['schemas']['SendSupportMessageDto'];

export interface SupportMessageReceipt {
  id: string;
  status: 'received';
  receivedAt: string;
}

/** Anonymous allowed: the message lands in the admins' support inbox. */
export const sendSupportMessage = (input: SupportMessageInput) =>
  api.post<SupportMessageReceipt>('/api/support/messages', input);

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
