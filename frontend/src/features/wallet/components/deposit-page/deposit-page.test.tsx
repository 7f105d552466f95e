import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch } from '@/testing/test-utils';
import { intentFor, posts, renderSignedIn, UUID } from '../../testing/wallet-test-utils';
import { DepositPage } from './deposit-page';
import { presetLabel } from './preset-label';

function setup() {
  const user = userEvent.setup();
  const view = renderSignedIn(<DepositPage user={makeUser()} />, { path: '/deposit' });
  return { user, ...view };
}

describe('presetLabel', () => {
  it.each([
    [10, 'Starter'],
    [25, 'Starter'],
    [26, 'Popular'],
    [50, 'Popular'],
    [100, 'Popular'],
    [101, 'Pro'],
    [200, 'Pro'],
  ])('$%i is %s', (dollars, label) => {
    expect(presetLabel(dollars)).toBe(label);
  });
});

describe('Deposit page', () => {
  it('offers the presets with their labels, a custom amount and the way back', () => {
    mockFetch({});
    setup();
    expect(screen.getByRole('link', { name: /Back to Wallet/ })).toHaveAttribute('href', '/wallet');
    const presets = within(screen.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual([
      '$10 Starter',
      '$25 Starter',
      '$50 Popular',
      '$100 Popular',
      '$200 Pro',
    ]);
    const custom = screen.getByLabelText('Custom Amount');
    expect(custom).toHaveAttribute('min', '10.00');
    expect(custom).toHaveAttribute('step', '0.01');
  });

  it('shows the 3% card fee in the summary and never the old 2.9% + $0.30', async () => {
    mockFetch({});
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: '$50 Popular' }));
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('$1.50');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$51.50');
    expect(container.ownerDocument.body).not.toHaveTextContent('2.9%');
    expect(container.ownerDocument.body).not.toHaveTextContent('$0.30');

    await user.type(screen.getByLabelText('Custom Amount'), '33.33');
    expect(screen.getByRole('button', { name: '$50 Popular' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('$1.00'); // 99.99 cents rounds up

    await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$33.33');
  });

  it('asks for a valid amount: under the field, and in the toast on submit', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    const custom = screen.getByLabelText('Custom Amount');
    await user.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(custom).toHaveAccessibleDescription(/Please enter a valid deposit amount/);
    expect(screen.getAllByText('Please enter a valid deposit amount')).toHaveLength(2); // field + toast

    await user.type(custom, '5');
    // After a submit the field re-checks as it is typed, before the next submit.
    expect(custom).toHaveAccessibleDescription(/Minimum deposit amount is \$10\.00/);
    await user.click(screen.getByRole('button', { name: 'Deposit $5.00' }));
    expect(await screen.findAllByText('Minimum deposit amount is $10.00')).toHaveLength(2);

    await user.clear(custom);
    await user.type(custom, '12.345');
    expect(custom).toHaveAccessibleDescription(/Amount can have at most 2 decimal places/);
    // Only reads (the card-mode notice reads /api/payments/config); nothing was sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
  });

  it('shows an amount problem as soon as the field is left, before any submit', async () => {
    mockFetch({});
    const { user } = setup();
    const custom = screen.getByLabelText('Custom Amount');
    await user.type(custom, '10000.01');
    expect(custom).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(custom).toHaveAccessibleDescription(/Maximum deposit amount is \$10,000\.00/);
    expect(screen.queryByText('Invalid Amount')).not.toBeInTheDocument();
  });

  it('keeps the form closed until the fee rules load, and says so when they cannot', async () => {
    mockFetch({ '/api/config/money': json({ message: 'Server error' }, 500) });
    const user = userEvent.setup();
    renderSignedIn(<DepositPage user={makeUser()} />, { path: '/deposit', moneyRules: false });
    expect(screen.getByRole('status', { name: 'Loading fees and limits...' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit Funds' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The fees and limits could not be loaded');

    mockFetch({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Deposit Funds' })).toBeInTheDocument();
  });

  it('shows "Still working..." while the server answers IN_PROGRESS, retrying with the same key, never a failure', async () => {
    const seen = new Map<string, number>();
    const inProgress = json({ message: 'still being processed', code: 'IDEMPOTENCY.IN_PROGRESS' }, 409);
    const fetchMock = mockFetch({
      'POST /api/payments/deposit': (init: RequestInit | undefined) => {
        const body = JSON.parse(init?.body as string) as { paymentIntentId?: string };
        const step = body.paymentIntentId ? 'record' : 'start';
        seen.set(step, (seen.get(step) ?? 0) + 1);
        if (seen.get(step) === 1) return inProgress.clone();
        return body.paymentIntentId
          ? json(
              {
                id: 'dep-1',
                status: 'completed',
                amount: '25.00',
                fee: '0.75',
                paymentMethod: 'card',
                transactionReference: body.paymentIntentId,
                balance: '25.00',
                pendingBalance: '0.00',
              },
              201,
            )
          : json({ status: 'requires_payment', paymentMethod: 'card', ...intentFor('25.00', '0.75', '25.75') }, 201);
      },
      'POST /api/payments/simulated/confirm': json({ id: 'pi_sim_test123', status: 'succeeded' }),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '$25 Starter' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    expect(await screen.findByRole('button', { name: 'Still working...' })).toBeDisabled();

    const payment = await screen.findByRole('dialog', { name: 'Card Payment' });
    await user.type(within(payment).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry'), '01/31');
    await user.type(within(payment).getByLabelText('CVC'), '999');
    await user.click(within(payment).getByRole('button', { name: 'Pay $25.75' }));
    expect(await within(payment).findByRole('status')).toHaveTextContent('Still working...');

    await screen.findByRole('dialog', { name: 'Deposit Successful!' });
    expect(screen.queryByText('Deposit Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    const deposits = posts(fetchMock).filter((c) => c.url === '/api/payments/deposit');
    expect(deposits).toHaveLength(4);
    // Each retry reuses its request's key.
    expect(deposits[0].idempotencyKey).toBe(deposits[1].idempotencyKey);
    expect(deposits[2].idempotencyKey).toBe(deposits[3].idempotencyKey);
    expect(deposits[0].idempotencyKey).not.toBe(deposits[2].idempotencyKey);
  });

  it('pays by card with the test form and shows the new balance', async () => {
    const fetchMock = mockFetch({
      'POST /api/payments/deposit': (init: RequestInit | undefined) => {
        const body = JSON.parse(init?.body as string) as { paymentIntentId?: string };
        return body.paymentIntentId
          ? json(
              {
                id: 'dep-1',
                status: 'completed',
                amount: '25.00',
                fee: '0.75',
                paymentMethod: 'card',
                transactionReference: body.paymentIntentId,
                balance: '150.50',
                pendingBalance: '0.00',
              },
              201,
            )
          : json(
              {
                status: 'requires_payment',
                paymentMethod: 'card',
                ...intentFor('25.00', '0.75', '25.75', 'pi_sim_page'),
              },
              201,
            );
      },
      'POST /api/payments/simulated/confirm': json({ id: 'pi_sim_page', status: 'succeeded' }),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '$25 Starter' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $25.00' }));

    const payment = await screen.findByRole('dialog', { name: 'Card Payment' });
    expect(within(payment).getByText('TEST MODE — no real card is charged')).toBeInTheDocument();
    await user.type(within(payment).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry'), '01/31');
    await user.type(within(payment).getByLabelText('CVC'), '999');
    await user.click(within(payment).getByRole('button', { name: 'Pay $25.75' }));

    const success = await screen.findByRole('dialog', { name: 'Deposit Successful!' });
    expect(within(success).getByTestId('deposit-result-amount')).toHaveTextContent('$25.00');
    expect(within(success).getByTestId('deposit-result-balance')).toHaveTextContent('$150.50');
    expect(within(success).getByRole('link', { name: 'View Wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(success).getByRole('link', { name: 'Find Tournaments' })).toHaveAttribute('href', '/');
    expect(screen.getByText('$25.00 has been added to your wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$25 Starter' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Custom Amount')).toHaveValue(null);

    const calls = posts(fetchMock);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/payments/deposit', { amount: '25.00', method: 'card' }],
      ['/api/payments/simulated/confirm', { paymentIntentId: 'pi_sim_page', cardNumber: '4242424242424242' }],
      ['/api/payments/deposit', { amount: '25.00', method: 'card', paymentIntentId: 'pi_sim_page' }],
    ]);
    for (const call of calls) expect(call.idempotencyKey).toMatch(UUID);
  });

  it('records a bank transfer with its reference, then clears the form', async () => {
    const fetchMock = mockFetch({
      'POST /api/payments/deposit': json(
        {
          id: 'dep-2',
          status: 'pending',
          amount: '40.00',
          fee: '0.00',
          paymentMethod: 'bank_transfer',
          transactionReference: 'FT77',
          balance: '125.50',
          pendingBalance: '40.00',
        },
        201,
      ),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Custom Amount'), '40');
    await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    expect(screen.getByText('PK36MEZN0001230104567890')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deposit $40.00' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Transaction Reference Number'), ' FT77 ');
    await user.click(screen.getByRole('button', { name: 'Deposit $40.00' }));
    const success = await screen.findByRole('dialog', { name: 'Deposit Submitted Successfully!' });
    expect(success).toHaveTextContent('Pending verification$40.00');
    expect(screen.getByText('Deposit Request Submitted!')).toBeInTheDocument(); // the toast
    expect(screen.getByLabelText('Transaction Reference Number')).toHaveValue('');
    expect(screen.getByLabelText('Custom Amount')).toHaveValue(null);
    expect(posts(fetchMock)[0].body).toEqual({ amount: '40.00', method: 'bank', transactionReference: 'FT77' });
  });

  it('reports a failed deposit with the server message', async () => {
    mockFetch({ 'POST /api/payments/deposit': json({ message: 'Maximum deposit is $10,000' }, 400) });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '$200 Pro' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $200.00' }));
    expect(await screen.findByText('Deposit Failed')).toBeInTheDocument();
    expect(screen.getByText('Maximum deposit is $10,000')).toBeInTheDocument();
  });
});
