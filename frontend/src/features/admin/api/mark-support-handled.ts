import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SupportMessage } from '../types';
import { invalidateAdminData } from '../utils/invalidate-admin';

export const markSupportHandled = (id: string) =>
  api.post<SupportMessage>(`/api/admin/support/messages/${encodeURIComponent(id)}/handled`);

export const useMarkSupportHandled = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markSupportHandled, onSuccess: () => invalidateAdminData(queryClient) });
};
