import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdentityReviewStatus, IdentityReviewsPage, ListParams } from '../types';
import { listUrl } from './list-url';

/** Manual identity verifications, oldest first; `pending` is the review queue. */
const url = (status: IdentityReviewStatus, params: ListParams) =>
  listUrl('/api/admin/identity-verifications', params, { status });

export const getIdentityReviews = (status: IdentityReviewStatus, params: ListParams) =>
  api.get<IdentityReviewsPage>(url(status, params));

export const getIdentityReviewsQueryOptions = (status: IdentityReviewStatus, params: ListParams) =>
  queryOptions({
    queryKey: [url(status, params)],
    queryFn: () => getIdentityReviews(status, params),
    placeholderData: keepPreviousData,
  });

export const useIdentityReviews = (status: IdentityReviewStatus, params: ListParams = { page: 1, search: '' }) =>
  useQuery(getIdentityReviewsQueryOptions(status, params));

/** Where a document opens (the server streams it to admins only). */
export const identityDocumentUrl = (verificationId: string, documentId: string) =>
  `/api/admin/identity-verifications/${encodeURIComponent(verificationId)}/documents/${encodeURIComponent(documentId)}`;
