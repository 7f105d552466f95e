import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStats, json, makeUser, mockFetch, renderApp } from '@/testing/test-utils';
import { WITHDRAWAL_RECEIPT } from '../../testing/history-fixtures';
import { renderSignedIn } from '../../testing/wallet-test-utils';
import { ReceiptPage } from './receipt-page';

describe('ReceiptPage (GET /api/wallet/receipts/{id})', () => {
  it('shows the receipt, its lines and total, and links its PDF', async () => {
    mockFetch({ '/api/wallet/receipts/wd-1': WITHDRAWAL_RECEIPT });
    renderSignedIn(<ReceiptPage id="wd-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('CC-WD1');
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Mar 3, 2025, 23:30 UTC')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Amounts in US dollars' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ItemAmount', 'Withdrawn from your wallet$20.00', 'Withdrawal fee-$1.00', 'Arrives at your bank$19.00']);
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/wallet/receipts/wd-1/pdf');
    expect(pdf).toHaveAttribute('download', 'receipt-CC-WD1.pdf');
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute('href', '/wallet');
    expect(screen.queryByRole('link', { name: 'View the match' })).not.toBeInTheDocument();
  });

  it("links a prize's receipt to its match", async () => {
    mockFetch({
      '/api/wallet/receipts/p-1': {
        ...WITHDRAWAL_RECEIPT,
        id: 'p-1',
        kind: 'prize',
        title: 'Prize receipt',
        status: 'completed',
        lines: [{ label: 'Prize: Sunday Padel', amount: '47.50' }],
        total: { label: 'Credited to your wallet', amount: '47.50' },
        link: { kind: 'match', id: 'm 1' },
      },
    });
    renderSignedIn(<ReceiptPage id="p-1" />);
    expect(await screen.findByRole('link', { name: 'View the match' })).toHaveAttribute('href', '/tournaments/m%201');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$47.50');
  });

  it('says in a sentence that a receipt does not exist', async () => {
    mockFetch({
      '/api/wallet/receipts/nope': json(
        { message: 'There is no such receipt. Open it from your wallet history.', code: 'WALLET.NO_SUCH_RECEIPT' },
        404,
      ),
    });
    renderSignedIn(<ReceiptPage id="nope" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such receipt. Open it from your wallet history.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toBeInTheDocument();
  });

  it('offers Try Again when the receipt could not be loaded', async () => {
    let calls = 0;
    mockFetch({
      '/api/wallet/receipts/wd-1': () =>
        ++calls === 1
          ? json({ message: 'The database is busy. Try again in a moment.' }, 503)
          : json(WITHDRAWAL_RECEIPT),
    });
    renderSignedIn(<ReceiptPage id="wd-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this receipt');
    expect(alert).toHaveTextContent('The database is busy. Try again in a moment.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal receipt' })).toBeInTheDocument();
  });

  it('is routed at /wallet/receipts/:id for a signed-in player, with its own title', async () => {
    mockFetch({
      '/api/user/session': json(makeUser()),
      '/api/user/stats': json(emptyStats),
      '/api/wallet/receipts/wd-1': WITHDRAWAL_RECEIPT,
    });
    renderApp('/wallet/receipts/wd-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal receipt' })).toBeInTheDocument();
    expect(document.title).toBe('Receipt · CourtCash');
  });
});
