import type { TransactionFilters } from '../types';

export const NO_FILTERS: TransactionFilters = { type: '', status: '', minAmount: '', maxAmount: '', from: '', to: '' };

/** `<input type="date">` gives YYYY-MM-DD; the API takes whole UTC days, `to` exclusive (the next day). */
export function dayRange(from: string, to: string): Record<string, string> {
  const range: Record<string, string> = {};
  if (from) range.from = `${from}T00:00:00Z`;
  if (to) {
    const next = new Date(`${to}T00:00:00Z`);
    if (!Number.isNaN(next.getTime())) {
      next.setUTCDate(next.getUTCDate() + 1);
      range.to = next.toISOString();
    }
  }
  return range;
}

/** The filters as query parameters, empty ones left out: the list and its export ask with the same. */
export function filterParams(filters: TransactionFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.type) params.type = filters.type;
  if (filters.status) params.status = filters.status;
  if (filters.minAmount.trim()) params.minAmount = filters.minAmount.trim();
  if (filters.maxAmount.trim()) params.maxAmount = filters.maxAmount.trim();
  return { ...params, ...dayRange(filters.from, filters.to) };
}

/** The CSV of exactly what the list shows (filters and search; every page). */
export function transactionsExportUrl(filters: TransactionFilters, search: string): string {
  const query = new URLSearchParams(filterParams(filters));
  if (search.trim()) query.set('search', search.trim());
  const text = query.toString();
  return `/api/admin/transactions/export.csv${text ? `?${text}` : ''}`;
}
