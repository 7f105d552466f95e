import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_CONFIG, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { Navbar } from './navbar';
import { WalletDialogProvider } from './wallet-dialog-context';
import type { User } from '@/types/api';

function renderNavbar(user: User | null) {
  return renderWithProviders(
    <WalletDialogProvider user={user}>
      <Navbar user={user} />
    </WalletDialogProvider>,
  );
}

describe('Navbar', () => {
  it.each([
    [{ firstName: 'maria', email: 'x@example.com' }, 'M'],
    [{ firstName: null, email: 'zoe@example.com' }, 'Z'],
    [{ firstName: null, email: '' }, 'U'],
  ])('shows the avatar letter for %o', (fields, letter) => {
    renderNavbar(makeUser(fields));
    expect(screen.getByTestId('avatar-letter')).toHaveTextContent(new RegExp(`^${letter}$`));
  });

  it('shows the links and the balance as dollars', () => {
    renderNavbar(makeUser({ balance: '0.00' }));
    expect(screen.getByRole('link', { name: 'CourtCash home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'My Tournaments' })).toHaveAttribute('href', '/my-games');
    expect(screen.getByRole('link', { name: 'Create Tournament' })).toHaveAttribute('href', '/create-tournament');
    expect(screen.getByRole('button', { name: /Wallet balance/ })).toHaveTextContent('$0.00');
  });

  it('has no wallet button or user menu without a user, only Get Started', () => {
    renderNavbar(null);
    expect(screen.queryByRole('button', { name: /Wallet balance/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  });

  it('opens the wallet dialog, and copying a bank detail shows a toast', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderNavbar(makeUser({ balance: '42.00' }));
    await user.click(screen.getByRole('button', { name: /Wallet balance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Management' });
    expect(dialog).toHaveTextContent('Available Balance');
    expect(screen.getByTestId('wallet-dialog-balance')).toHaveTextContent('$42.00');
    expect(dialog).not.toHaveTextContent('FDIC');
    expect(dialog).not.toHaveTextContent('Secured');
    await screen.findByRole('button', { name: 'Copy IBAN' });
    for (const text of [
      'Deposit Funds',
      'Add money by card or bank transfer',
      'Bank transfer: no fee',
      'Withdraw Funds',
      'Transfer to your bank account',
      '2.5% Fee',
      'Meezan Bank',
      'PK36MEZN0001230104567890',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('IBAN copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('PK36MEZN0001230104567890');
  });

  it('collapses the links into a menu button', async () => {
    const user = userEvent.setup();
    renderNavbar(makeUser());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('wallet dialog without a configured bank account', () => {
  it('says bank transfer is not available instead of showing placeholder details', async () => {
    mockFetch({ '/api/payments/config': { ...PAYMENTS_CONFIG, bankTransfer: null } });
    const user = userEvent.setup();
    renderNavbar(makeUser({ balance: '42.00' }));
    await user.click(screen.getByRole('button', { name: /Wallet balance/ }));
    expect(await screen.findByTestId('bank-transfer-unavailable')).toHaveTextContent(
      'Bank transfer is not available right now.',
    );
    expect(screen.queryByText('Meezan Bank')).not.toBeInTheDocument();
  });
});
