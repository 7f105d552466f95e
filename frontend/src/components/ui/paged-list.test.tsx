import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, PagedTable, type Column, type PageQuery } from './paged-list';
import { ApiError } from '@/lib/api-client';

type Row = { id: string; name: string };
const COLUMNS: Column<Row>[] = [
  { header: 'ID', cell: (r) => r.id.slice(0, 2), title: (r) => r.id },
  { header: 'Name', cell: (r) => <strong>{r.name}</strong>, className: 'name-cell' },
];

const query = (over: Partial<PageQuery<Row>>): PageQuery<Row> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});
const page = (items: Row[], p = 1, total = items.length) => ({ items, page: p, pageSize: 2, total });

function table(q: PageQuery<Row>, onPage = vi.fn()) {
  render(
    <PagedTable query={q} columns={COLUMNS} rowKey={(r) => r.id} noun="players" empty="Nobody yet." onPage={onPage} />,
  );
  return onPage;
}

describe('PagedTable', () => {
  it('shows a spinner while the first page loads', () => {
    table(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading players…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why it failed and retries on request', async () => {
    const q = query({
      isError: true,
      error: new ApiError(503, '{"message":"The database is busy.","code":"HEALTH.DATABASE_DOWN"}'),
    });
    table(q);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the players: The database is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing, without a table or a pager', () => {
    table(query({ data: page([]) }));
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the pager on an empty later page so the way back stays', async () => {
    const onPage = table(query({ data: page([], 3, 4) }));
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('draws the rows from the columns and pages with Previous and Next', async () => {
    const onPage = table(
      query({
        data: page(
          [
            { id: 'a1-long', name: 'Ana' },
            { id: 'b2-long', name: 'Ben' },
          ],
          1,
          5,
        ),
      }),
    );
    const grid = screen.getByRole('table');
    expect(grid).toHaveClass('data-table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name']);
    const first = within(grid).getByRole('row', { name: /Ana/ });
    expect(within(first).getByTitle('a1-long')).toHaveTextContent('a1');
    expect(within(first).getByText('Ana').closest('td')).toHaveClass('name-cell');
    const pager = screen.getByRole('navigation', { name: 'players pages' });
    expect(pager).toHaveTextContent('Page 1 of 3 · 5 players');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('keeps the rows it has when a refetch fails, and says so', () => {
    table(query({ data: page([{ id: 'a1', name: 'Ana' }]), isError: true, error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the players: offline');
    expect(screen.getByText('Ana')).toBeInTheDocument();
  });
});

describe('PagedList', () => {
  it('hands the items to its render function', () => {
    render(
      <PagedList query={query({ data: page([{ id: 'a1', name: 'Ana' }]) })} noun="messages" onPage={vi.fn()}>
        {(items) => (
          <ul>
            {items.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Ana');
    expect(screen.getByRole('navigation', { name: 'messages pages' })).toHaveTextContent('Page 1 of 1 · 1 messages');
  });

  it('has a default empty sentence', () => {
    render(
      <PagedList query={query({ data: page([]) })} noun="messages" onPage={vi.fn()}>
        {() => null}
      </PagedList>,
    );
    expect(screen.getByText('No messages.')).toBeInTheDocument();
  });
});
