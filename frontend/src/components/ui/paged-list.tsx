import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { Spinner } from './spinner';
import './paged-list.css';

/** One page of a server-paged list, as every paged endpoint answers it. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a paged list reads from its query (a TanStack Query result fits as it is). */
export interface PageQuery<T> {
  data: PageOf<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell's tooltip, e.g. the whole id behind a shortened one. */
  title?: (row: T) => string;
  className?: string;
}

/** "Page 2 of 5 · 212 total" with Previous / Next. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={`${noun} pages`}>
      <span className="muted small" aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </span>
      <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** A plain table from column definitions; wide tables scroll inside their own box. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    // Scrolls sideways on narrow screens: focusable so a keyboard can scroll it (axe "scrollable-region-focusable").
    <div className="data-table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={c.className} title={c.title?.(row)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A server-paged list in its four states: loading, failed (with Retry), empty, and the items with the pager.
 * While the next page loads the current one stays (the queries keep their previous data).
 */
export function PagedList<T>({
  query,
  noun,
  onPage,
  empty = `No ${noun}.`,
  children,
}: {
  query: PageQuery<T>;
  /** Plural, lower case: "pending deposits", used in the pager and the messages. */
  noun: string;
  onPage: (page: number) => void;
  empty?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { data } = query;
  const failure = query.isError && (
    <div role="alert" className="paged-list__error">
      <p className="error-text">
        Could not load the {noun}: {getErrorMessage(query.error)}
      </p>
      <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
        Retry
      </button>
    </div>
  );
  if (!data) return query.isPending ? <Spinner label={`Loading ${noun}…`} /> : failure || null;
  const nothing = data.items.length === 0;
  return (
    <>
      {failure}
      {nothing ? <p className="muted">{empty}</p> : children(data.items)}
      {/* An empty later page (its rows handled meanwhile) still needs the way back. */}
      {(!nothing || data.page > 1) && (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun={noun} onPage={onPage} />
      )}
    </>
  );
}

/** PagedList drawn as a table. */
export function PagedTable<T>({
  columns,
  rowKey,
  ...list
}: {
  query: PageQuery<T>;
  noun: string;
  onPage: (page: number) => void;
  empty?: ReactNode;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}) {
  return <PagedList {...list}>{(items) => <DataTable columns={columns} rows={items} rowKey={rowKey} />}</PagedList>;
}
