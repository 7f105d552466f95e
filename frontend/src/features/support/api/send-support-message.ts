import type { components, paths } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SupportMessageInput = components['schemas']['SendSupportMessageDto'];

export type SupportMessageReceipt =
  paths['/api/support/messages']['post']['responses'][201]['content']['application/json'];

/** Anonymous allowed: the message lands in the admins' support inbox. */
export const sendSupportMessage = (input: SupportMessageInput) =>
  api.post<SupportMessageReceipt>('/api/support/messages', input);

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
