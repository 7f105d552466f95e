import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { json, mockFetch } from '@/testing/test-utils';
import { intentFor, posts, renderSignedIn, UUID } from '../../testing/wallet-test-utils';
import { AddFundsDialog } from './add-funds-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open add funds
      </button>
      <AddFundsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const depositAnswer = (status: string, method: string) =>
  json(
    {
      id: 'dep-1',
      status,
      amount: '50.00',
      fee: '0.00',
      paymentMethod: method,
      transactionReference: 'x',
      balance: '125.50',
      pendingBalance: '50.00',
    },
    201,
  );

async function goToMethods(amount = '50') {
  const user = userEvent.setup();
  const view = renderSignedIn(<Harness />);
  const input = screen.getByLabelText('Amount');
  await user.type(input, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Credit or Debit Card' });
  return { user, ...view };
}

async function fillTestCard(user: ReturnType<typeof userEvent.setup>, cardNumber = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('Add Funds: amount step', () => {
  it('enables Continue only for an amount of at least $10', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderSignedIn(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Add Funds' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    const input = within(dialog).getByLabelText('Amount');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.01');
    expect(continueButton).toBeDisabled();

    await user.type(input, '9.99');
    expect(continueButton).toBeDisabled();
    await user.clear(input);
    await user.type(input, '10');
    expect(continueButton).toBeEnabled();

    for (const quick of ['$25', '$50', '$100', '$200']) {
      expect(within(dialog).getByRole('button', { name: quick })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: '$100' }));
    expect(input).toHaveValue(100);
    expect(within(dialog).getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the methods with their fees, and Back keeps the amount', async () => {
    mockFetch({});
    const { user } = await goToMethods('50');
    const dialog = screen.getByRole('dialog', { name: 'Add Funds' });
    expect(dialog).toHaveTextContent('Amount to deposit $50.00');
    // The pressed Continue is gone; focus moves into the new step rather than falling to the page.
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toHaveAccessibleDescription(
      'Instant deposit • 3% fee Total charged $51.50',
    );
    expect(screen.getByRole('button', { name: 'Apple Pay' })).toHaveAccessibleDescription(/One-tap payment • 3% fee/);
    expect(screen.getByRole('button', { name: 'Google Pay' })).toHaveAccessibleDescription(/One-tap payment • 3% fee/);
    expect(screen.getByRole('button', { name: 'Bank Transfer' })).toHaveAccessibleDescription(
      /Manual transfer • No fees/,
    );
    expect(dialog).toHaveTextContent('1-2 days');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue(50);
  });
});

describe('Add Funds: bank transfer', () => {
  it('submits the trimmed reference with an Idempotency-Key, then confirms', async () => {
    const fetchMock = mockFetch({ 'POST /api/wallet/deposit': () => depositAnswer('pending', 'bank_transfer') });
    const { user, queryClient } = await goToMethods('50');
    queryClient.setQueryData(['/api/wallet/history'], []);
    await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Funds' });
    expect(dialog).toHaveTextContent('Amount to transfer$50.00');
    expect(dialog).toHaveTextContent('PK36MEZN0001230104567890');
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Use your username or e-mail \(alex@example.com\) as the transfer description/);
    expect(dialog).toHaveTextContent('Deposits are processed within 24 hours after verification.');

    const submit = screen.getByRole('button', { name: 'Submit Deposit' });
    expect(submit).toBeDisabled();
    const reference = screen.getByLabelText('Transaction Reference Number');
    await user.type(reference, '   ');
    expect(submit).toBeDisabled();
    await user.type(reference, 'FT123ABC  ');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Deposit Submitted Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Deposit Request Submitted!')).toBeInTheDocument();
    expect(screen.getByText('Your deposit will be processed within 24 hours')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toHaveTextContent('$50.00');

    const [call] = posts(fetchMock);
    expect(call).toMatchObject({
      url: '/api/wallet/deposit',
      body: { amount: '50.00', paymentMethod: 'bank_transfer', transactionReference: 'FT123ABC' },
    });
    expect(call.idempotencyKey).toMatch(UUID);
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/wallet/history'])?.isInvalidated).toBe(true);
  });

  it('retries a failed submission with the same Idempotency-Key', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'POST /api/wallet/deposit': () =>
        ++attempts === 1
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : depositAnswer('pending', 'bank_transfer'),
    });
    const { user } = await goToMethods('25');
    await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));
    await user.type(screen.getByLabelText('Transaction Reference Number'), 'REF-9');
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Deposit Failed')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await screen.findByRole('heading', { name: 'Deposit Submitted Successfully!' });
    const [first, second] = posts(fetchMock);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('resets everything when closed', async () => {
    mockFetch({ 'POST /api/wallet/deposit': () => depositAnswer('pending', 'bank_transfer') });
    const { user } = await goToMethods('75');
    await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));
    await user.type(screen.getByLabelText('Transaction Reference Number'), 'R1');
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    await within(dialog).findByRole('heading', { name: 'Deposit Submitted Successfully!' });
    // The step's own Close button (the header's close icon has the same name).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open add funds' }));
    expect(screen.getByLabelText('Amount')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('Add Funds: card', () => {
  it('creates the intent, confirms the test card, then records the deposit, in that order', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': json(intentFor('50.00', '1.50', '51.50')),
      'POST /api/payments/simulated/confirm': json({ id: 'pi_sim_test123', status: 'succeeded' }),
      'POST /api/wallet/deposit': () => depositAnswer('completed', 'card'),
    });
    const { user } = await goToMethods('50');
    await user.click(screen.getByRole('button', { name: 'Credit or Debit Card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    expect(await within(dialog).findByText('TEST MODE — no real card is charged')).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Payment summary');
    expect(summary).toHaveTextContent('Deposit amount$50.00');
    expect(summary).toHaveTextContent('Card fee (3%)$1.50');
    expect(summary).toHaveTextContent('Total charged$51.50');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('placeholder', '4242 4242 4242 4242');

    await fillTestCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $51.50' }));

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText('$50.00 has been added to your wallet')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Funds Added Successfully!' })).toBeInTheDocument();

    const calls = posts(fetchMock);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/create-payment-intent',
      '/api/payments/simulated/confirm',
      '/api/wallet/deposit',
    ]);
    expect(calls[0].body).toEqual({ amount: '50.00', paymentMethod: 'card' });
    expect(calls[1].body).toEqual({ paymentIntentId: 'pi_sim_test123', cardNumber: '4242424242424242' });
    expect(calls[2].body).toEqual({ amount: '50.00', paymentMethod: 'card', transactionReference: 'pi_sim_test123' });
    for (const call of calls) expect(call.idempotencyKey).toMatch(UUID);
  });

  it('shows the provider message on a decline and records nothing', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': json(intentFor('20.00', '0.60', '20.60')),
      'POST /api/payments/simulated/confirm': json(
        { message: 'Your card was declined.', code: 'PAYMENTS.CARD_DECLINED' },
        400,
      ),
    });
    const { user } = await goToMethods('20');
    await user.click(screen.getByRole('button', { name: 'Credit or Debit Card' }));
    await screen.findByText('TEST MODE — no real card is charged');
    await fillTestCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $20.60' }));

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $20.60' })).toBeEnabled();
    expect(posts(fetchMock).map((c) => c.url)).not.toContain('/api/wallet/deposit');
  });

  it('checks the card fields before paying', async () => {
    const fetchMock = mockFetch({ 'POST /api/create-payment-intent': json(intentFor('20.00', '0.60', '20.60')) });
    const { user } = await goToMethods('20');
    await user.click(screen.getByRole('button', { name: 'Credit or Debit Card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $20.60' }));
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit CVC')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('stays on the methods when the payment intent cannot be created', async () => {
    mockFetch({ 'POST /api/create-payment-intent': json({ message: 'Maximum deposit is $10,000' }, 400) });
    const { user } = await goToMethods('20');
    await user.click(screen.getByRole('button', { name: 'Google Pay' }));
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Maximum deposit is $10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bank Transfer' })).toBeEnabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('reports a failed recording and retries it without paying again', async () => {
    let recordAttempts = 0;
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': json(intentFor('30.00', '0.90', '30.90')),
      'POST /api/payments/simulated/confirm': json({ id: 'pi_sim_test123', status: 'succeeded' }),
      'POST /api/wallet/deposit': () =>
        ++recordAttempts === 1
          ? json({ message: 'Database unavailable' }, 500)
          : depositAnswer('completed', 'apple_pay'),
    });
    const { user } = await goToMethods('30');
    await user.click(screen.getByRole('button', { name: 'Apple Pay' }));
    await screen.findByText('TEST MODE — no real card is charged');
    await fillTestCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $30.90' }));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to record deposit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $30.90' }));
    await screen.findByRole('heading', { name: 'Funds Added Successfully!' });
    const calls = posts(fetchMock);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/create-payment-intent',
      '/api/payments/simulated/confirm',
      '/api/wallet/deposit',
      '/api/wallet/deposit',
    ]);
    expect(calls[2].body).toMatchObject({ paymentMethod: 'apple_pay' });
    expect(calls[3].idempotencyKey).toBe(calls[2].idempotencyKey);
  });

  it('goes Back to the methods from the card step', async () => {
    mockFetch({ 'POST /api/create-payment-intent': json(intentFor('20.00', '0.60', '20.60')) });
    const { user } = await goToMethods('20');
    await user.click(screen.getByRole('button', { name: 'Credit or Debit Card' }));
    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bank Transfer' })).toBeInTheDocument());
  });
});
