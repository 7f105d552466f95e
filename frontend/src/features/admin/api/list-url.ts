import type { ListParams } from '../types';

export const ADMIN_PAGE_SIZE = 50;

/** `/api/admin/x?page=2&pageSize=50&search=…`: the one way the admin screens ask for a page. */
export function listUrl(path: string, { page, search, sort }: ListParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  if (sort) query.set('sort', sort);
  return `${path}?${query.toString()}`;
}
