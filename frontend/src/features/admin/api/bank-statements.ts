import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import type {
  ListParams,
  ResolveStatementLineInput,
  StatementImport,
  StatementLinesPage,
  StatementResolution,
  StatementsPage,
} from '../types';
import { invalidateAdminData } from '../utils/invalidate-admin';
import { listUrl } from './list-url';

/** The server refuses more; checked here first to save the upload. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** Uploads a CSV or camt.053 statement: matched lines approve deposits and complete withdrawals at once. */
export const importStatement = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<StatementImport>('/api/admin/bank-statements', form);
};

export const useImportStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importStatement, onSuccess: () => invalidateAdminData(queryClient) });
};

/** Imported statements, newest first, with their counts. */
const statementsUrl = (params: ListParams) => listUrl('/api/admin/bank-statements', params);

export const getStatementsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [statementsUrl(params)],
    queryFn: () => api.get<StatementsPage>(statementsUrl(params)),
    placeholderData: keepPreviousData,
  });

export const useStatements = (params: ListParams) => useQuery(getStatementsQueryOptions(params));

/** A statement's lines that no deposit or withdrawal matched, in the file's order. */
const linesUrl = (statementId: string, params: ListParams) =>
  listUrl(`/api/admin/bank-statements/${encodeURIComponent(statementId)}/lines`, params, { status: 'unmatched' });

export const getUnmatchedLinesQueryOptions = (statementId: string, params: ListParams) =>
  queryOptions({
    queryKey: [linesUrl(statementId, params)],
    queryFn: () => api.get<StatementLinesPage>(linesUrl(statementId, params)),
    placeholderData: keepPreviousData,
  });

export const useUnmatchedLines = (statementId: string, params: ListParams) =>
  useQuery(getUnmatchedLinesQueryOptions(statementId, params));

export interface ResolveLineInput extends ResolveStatementLineInput {
  statementId: string;
  bankReference: string;
}

/** Attach a line to a deposit or withdrawal (202 with an approval above the four-eyes limit), or ignore it. */
export const resolveStatementLine = (
  { statementId, bankReference, ...body }: ResolveLineInput,
  idempotencyKey: string,
) =>
  postWithIdempotencyKey<StatementResolution>(
    `/api/admin/bank-statements/${encodeURIComponent(statementId)}/lines/${encodeURIComponent(bankReference)}/resolve`,
    body,
    idempotencyKey,
  );

export const useResolveStatementLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveLineInput) => resolveStatementLine(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
