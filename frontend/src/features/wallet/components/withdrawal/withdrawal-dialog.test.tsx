import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { json, makeUser, mockFetch } from '@/testing/test-utils';
import { posts, renderSignedIn, UUID } from '../../testing/wallet-test-utils';
import { WithdrawalDialog } from './withdrawal-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open withdrawal
      </button>
      <WithdrawalDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const withdrawalAnswer = {
  id: 'wd-1',
  status: 'Processing',
  amount: '100.00',
  fee: '2.50',
  netAmount: '97.50',
  accountNumber: '****6702',
  accountHolderName: 'Ali Khan',
  bankName: 'Meezan Bank',
  balance: '25.50',
  pendingBalance: '0.00',
};

function setup(balance = '125.50') {
  const user = userEvent.setup();
  const view = renderSignedIn(<Harness />, { user: makeUser({ balance }) });
  return { user, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Bank Name'), 'Meezan Bank');
  await user.type(screen.getByLabelText('Account Holder Name'), ' Ali Khan ');
  await user.type(screen.getByLabelText('Account Number or IBAN'), 'PK36 SCBL 0000 0011 2345 6702');
}

describe('Withdrawal dialog', () => {
  it('shows the info box and validates with the product messages', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    for (const text of ['$10.00', '2.5%', '(minimum $1.00)', '2-3 business days', 'check your bank details']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(screen.getByLabelText('Amount')).toHaveAttribute('step', '0.01');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('Account holder name is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Minimum withdrawal is $10')).toBeInTheDocument();
    expect(screen.queryByText('Bank name is required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses more than the available balance', async () => {
    mockFetch({});
    const { user } = setup('125.50');
    await fill(user, '125.51');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Insufficient Balance')).toBeInTheDocument();
    expect(screen.getByText('Withdrawal amount exceeds available balance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it.each([
    ['20', '$20.00', '-$1.00', '$19.00'],
    ['100', '$100.00', '-$2.50', '$97.50'],
    ['125.50', '$125.50', '-$3.14', '$122.36'], // 3.1375 rounds half up to 3.14
  ])('confirms %s with the breakdown %s / %s / %s', async (amount, shown, fee, net) => {
    mockFetch({});
    const { user } = setup('125.50');
    await fill(user, amount);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const breakdown = screen.getByLabelText('Withdrawal breakdown');
    expect(breakdown).toHaveTextContent(`Withdrawal amount${shown}`);
    expect(breakdown).toHaveTextContent(`Fee (2.5%, min $1.00)${fee}`);
    expect(breakdown).toHaveTextContent(`You receive${net}`);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    expect(dialog).toHaveTextContent('•••• 6702');
    expect(dialog).not.toHaveTextContent('0011 2345');
    expect(dialog).toHaveTextContent('Ali Khan');
  });

  it('Back returns to the filled form', async () => {
    mockFetch({});
    const { user } = setup();
    await fill(user, '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue(50);
    expect(screen.getByLabelText('Bank Name')).toHaveValue('Meezan Bank');
  });

  it('submits trimmed details with an Idempotency-Key and shows the result', async () => {
    const fetchMock = mockFetch({ 'POST /api/wallet/withdraw': json(withdrawalAnswer, 201) });
    const { user, queryClient } = setup();
    queryClient.setQueryData(['/api/user/transactions'], []);
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawal Requested!' })).toBeInTheDocument();
    expect(screen.getByText('Withdrawal Requested')).toBeInTheDocument(); // the toast
    expect(dialog).toHaveTextContent('Processing');
    expect(dialog).toHaveTextContent('2-3 business days');
    expect(dialog).toHaveTextContent('$97.50');

    const [call] = posts(fetchMock);
    expect(call).toMatchObject({
      url: '/api/wallet/withdraw',
      body: {
        amount: '100.00',
        accountNumber: 'PK36 SCBL 0000 0011 2345 6702',
        accountHolderName: 'Ali Khan',
        bankName: 'Meezan Bank',
      },
    });
    expect(call.idempotencyKey).toMatch(UUID);
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/user/transactions'])?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open withdrawal' }));
    expect(screen.getByLabelText('Amount')).toHaveValue(null);
  });

  it('a double click on Confirm sends one request and shows one success, never a failure', async () => {
    let answer!: (res: Response) => void;
    const fetchMock = mockFetch({
      'POST /api/wallet/withdraw': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = setup();
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.dblClick(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer(json(withdrawalAnswer, 201));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawal Requested!' })).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
  });

  it('shows "Still working..." while the server answers IN_PROGRESS, then the success', async () => {
    let calls = 0;
    mockFetch({
      'POST /api/wallet/withdraw': () => {
        calls += 1;
        return calls === 1
          ? json({ message: 'still being processed', code: 'IDEMPOTENCY.IN_PROGRESS' }, 409)
          : json(withdrawalAnswer, 201);
      },
    });
    const { user } = setup();
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('button', { name: 'Still working...' });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawal Requested!' })).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
  });

  it('shows the server message when the withdrawal fails', async () => {
    mockFetch({
      'POST /api/wallet/withdraw': json(
        {
          message: 'Insufficient balance: the withdrawal amount exceeds your available balance.',
          code: 'WALLET.INSUFFICIENT_FUNDS',
        },
        400,
      ),
    });
    const { user } = setup();
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Insufficient balance: the withdrawal amount exceeds your available balance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('falls back to a generic sentence when the failure has no message', async () => {
    mockFetch({ 'POST /api/wallet/withdraw': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const { user } = setup();
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('An error occurred while processing your withdrawal')).toBeInTheDocument();
  });
});
