import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { StatementsTab } from './statements-tab';

const STATEMENT = 'a'.repeat(64);
const LINES = `/api/admin/bank-statements/${STATEMENT}/lines?status=unmatched&page=1&pageSize=50`;
const line = {
  bankReference: 'BNK-7',
  lineNumber: 4,
  bookingDate: '2026-11-27',
  amount: '42.00',
  reference: 'CC DEP2 typo',
  counterparty: 'Omar Farooq',
  status: 'unmatched',
  matchedDepositId: null,
  matchedWithdrawalId: null,
  approvalId: null,
  reason: null,
  resolvedBy: null,
};
const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 50 });
const deposits = json({
  total: 2,
  page: 1,
  pageSize: 50,
  items: [
    {
      id: 'dep-2',
      userId: 'u2',
      amount: '42.00',
      fee: '0.00',
      paymentMethod: 'bank_transfer',
      transactionReference: 'CC-DEP-2',
      requestedAt: '2026-11-26T10:00:00Z',
      user: { email: 'omar@example.test', firstName: 'Omar', lastName: 'F' },
    },
    {
      id: 'dep-3',
      userId: 'u3',
      amount: '99.00',
      fee: '0.00',
      paymentMethod: 'bank_transfer',
      transactionReference: 'OTHER',
      requestedAt: '2026-11-26T10:00:00Z',
      user: { email: 'x@example.test', firstName: 'X', lastName: 'Y' },
    },
  ],
});
const file = () => new File(['booking_date,amount,currency,bank_reference\n'], 'nov.csv', { type: 'text/csv' });

const STATEMENTS = '/api/admin/bank-statements?page=1&pageSize=50';

describe('the Statements tab', () => {
  it('uploads a statement, shows loading then the counts, and lists its unmatched lines', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({
      [STATEMENTS]: page([]),
      'POST /api/admin/bank-statements': () => answer.promise,
      [LINES]: page([line]),
    });
    renderWithProviders(<StatementsTab />, { path: '/admin?tab=statements' });
    const button = screen.getByRole('button', { name: 'Import statement' });
    expect(button).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(/Statement file/), file());
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Importing and matching…' })).toBeDisabled();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/bank-statements');
    expect((sent?.[1]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    answer.resolve(json({ statementId: STATEMENT, matched: 2, unmatched: 1, duplicates: 1 }, 201));
    expect(await screen.findByLabelText('Import result')).toHaveTextContent('Matched 2 · Unmatched 1 · Duplicates 1');
    expect(await screen.findByRole('button', { name: 'Resolve line 4, $42.00, “CC DEP2 typo”' })).toBeVisible();
    expect(screen.getByText('BNK-7')).toBeVisible();
  });

  it('shows the server’s sentence when a file is refused', async () => {
    mockFetch({
      [STATEMENTS]: page([]),
      'POST /api/admin/bank-statements': json(
        { code: 'STATEMENT.MALFORMED', message: 'Line 3: the amount "ten" is not an amount like 120.50 or -97.50.' },
        400,
      ),
    });
    renderWithProviders(<StatementsTab />, { path: '/admin?tab=statements' });
    await userEvent.upload(screen.getByLabelText(/Statement file/), file());
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: the amount "ten"');
  });

  it('attaches an unmatched line to a pending deposit of the same amount only after a reason and a confirmation', async () => {
    const fetchMock = mockFetch({
      [STATEMENTS]: page([]),
      [LINES]: page([line]),
      '/api/admin/deposits?status=pending&page=1&pageSize=50': deposits,
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': page([]),
      [`POST /api/admin/bank-statements/${STATEMENT}/lines/BNK-7/resolve`]: json({
        line: { ...line, status: 'resolved', matchedDepositId: 'dep-2' },
      }),
    });
    renderWithProviders(<StatementsTab />, { path: `/admin?tab=statements&statement=${STATEMENT}` });
    await userEvent.click(await screen.findByRole('button', { name: /^Resolve line 4/ }));
    const confirm = screen.getByRole('button', { name: 'Attach and move the money' });
    const picker = await screen.findByLabelText('Pending deposit of the same amount');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2)); // "Choose one" and the $42.00 deposit
    await userEvent.selectOptions(picker, 'dep-2');
    expect(confirm).toBeDisabled(); // a reason is required
    await userEvent.type(screen.getByLabelText('Reason'), 'Reference typed with spaces');
    await userEvent.click(confirm);
    expect(await screen.findByText('Line resolved: deposit approved')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => typeof url === 'string' && url.endsWith('/lines/BNK-7/resolve'));
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      action: 'deposit',
      targetId: 'dep-2',
      reason: 'Reference typed with spaces',
    });
  });

  it('ignores a line with a reason', async () => {
    mockFetch({
      [STATEMENTS]: page([]),
      [LINES]: page([line]),
      [`POST /api/admin/bank-statements/${STATEMENT}/lines/BNK-7/resolve`]: json({
        line: { ...line, status: 'ignored' },
      }),
    });
    renderWithProviders(<StatementsTab />, { path: `/admin?tab=statements&statement=${STATEMENT}` });
    await userEvent.click(await screen.findByRole('button', { name: /^Ignore line 4/ }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Bank interest');
    await userEvent.click(screen.getByRole('button', { name: 'Ignore line' }));
    expect(await screen.findByText('Line ignored')).toBeInTheDocument();
  });

  it('says an attachment above the four-eyes limit waits for a second administrator', async () => {
    mockFetch({
      [STATEMENTS]: page([]),
      [LINES]: page([line]),
      '/api/admin/deposits?status=pending&page=1&pageSize=50': deposits,
      '/api/admin/withdrawals?status=pending&page=1&pageSize=50': page([]),
      [`POST /api/admin/bank-statements/${STATEMENT}/lines/BNK-7/resolve`]: json(
        {
          line: { ...line, status: 'awaiting_approval', matchedDepositId: 'dep-2', approvalId: 'ap-1' },
          approval: { status: 'awaiting_second_approval', approvalId: 'ap-1' },
        },
        202,
      ),
    });
    renderWithProviders(<StatementsTab />, { path: `/admin?tab=statements&statement=${STATEMENT}` });
    await userEvent.click(await screen.findByRole('button', { name: /^Resolve line 4/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Pending deposit of the same amount'), 'dep-2');
    await userEvent.type(screen.getByLabelText('Reason'), 'Typo');
    await userEvent.click(screen.getByRole('button', { name: 'Attach and move the money' }));
    expect(await screen.findByText('Waiting for a second administrator')).toBeInTheDocument();
  });

  it('lists past imports and opens one’s unmatched lines', async () => {
    mockFetch({
      [STATEMENTS]: page([
        {
          statementId: STATEMENT,
          format: 'camt.053',
          fileName: 'november.xml',
          importedBy: 'admin-a',
          importedAt: '2026-11-28T06:00:00Z',
          matched: 5,
          unmatched: 1,
          duplicates: 0,
        },
      ]),
      [LINES]: page([line]),
    });
    renderWithProviders(<StatementsTab />, { path: '/admin?tab=statements' });
    expect(screen.queryByRole('heading', { name: 'Unmatched lines' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Open statement november\.xml/ }));
    expect(await screen.findByRole('button', { name: /^Resolve line 4/ })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent(`statement=${STATEMENT}`);
  });
});
