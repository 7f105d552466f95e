import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import type { PageOf } from '@/components/ui/paged-list';
import { invalidateAdminData } from '../utils/invalidate-admin';
import { listUrl } from './list-url';

export type PayoutFile = components['schemas']['PayoutFileSchema'];
export type PayoutFileCreated = components['schemas']['PayoutFileCreatedSchema'];

const BASE = '/api/admin/payout-files';

export const payoutFileLinks = (id: string) => ({
  xml: `${BASE}/${encodeURIComponent(id)}/pain.001.xml`,
  csv: `${BASE}/${encodeURIComponent(id)}/payments.csv`,
});

/** Earlier files, newest first, a page at a time. */
export const getPayoutFilesPageQueryOptions = (page: number) => {
  const url = listUrl(BASE, { page, search: '' });
  return queryOptions({
    queryKey: [url],
    queryFn: () => api.get<PageOf<PayoutFile>>(url),
    placeholderData: keepPreviousData,
  });
};
export const usePayoutFilesPage = (page: number) => useQuery(getPayoutFilesPageQueryOptions(page));

/** Every file (the whole list): which pending withdrawals were already sent, so they are not offered again. */
export const getSentWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: [BASE],
    queryFn: () => api.get<PayoutFile[]>(BASE),
    select: (files) => new Map(files.flatMap((f) => f.withdrawalIds.map((id) => [id, f.id] as const))),
  });
export const useSentWithdrawals = () => useQuery(getSentWithdrawalsQueryOptions());

/** One file for the selected withdrawals; a retry with the same key answers the same file. */
export const createPayoutFile = (withdrawalIds: string[], idempotencyKey: string) =>
  postWithIdempotencyKey<PayoutFileCreated>(BASE, { withdrawalIds }, idempotencyKey);

export const useCreatePayoutFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalIds, idempotencyKey }: { withdrawalIds: string[]; idempotencyKey: string }) =>
      createPayoutFile(withdrawalIds, idempotencyKey),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
