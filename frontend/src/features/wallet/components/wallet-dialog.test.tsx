import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch } from '@/testing/test-utils';
import { renderSignedIn } from '../testing/wallet-test-utils';
import { WalletDialog } from './wallet-dialog';

function Harness({ balance }: { balance: string }) {
  const [open, setOpen] = useState(true);
  return <WalletDialog open={open} onClose={() => setOpen(false)} balance={balance} />;
}

describe('Wallet Management dialog', () => {
  it('shows Pending only when bank deposits await approval', () => {
    mockFetch({});
    const { unmount } = renderSignedIn(<Harness balance="12.50" />, {
      user: makeUser({ balance: '12.50', pendingBalance: '40.00' }),
    });
    expect(screen.getByTestId('wallet-dialog-balance')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('wallet-dialog-pending')).toHaveTextContent('Pending: $40.00');
    unmount();

    renderSignedIn(<Harness balance="12.50" />, { user: makeUser({ balance: '12.50', pendingBalance: '0.00' }) });
    expect(screen.queryByTestId('wallet-dialog-pending')).not.toBeInTheDocument();
  });

  it('hands off to Add Funds 200 ms after closing', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderSignedIn(<Harness balance="12.50" />);
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(screen.queryByRole('dialog', { name: 'Wallet Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Funds' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('hands off to the withdrawal dialog', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderSignedIn(<Harness balance="12.50" />);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Withdraw Funds' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account Number or IBAN')).toBeInTheDocument();
  });
});
