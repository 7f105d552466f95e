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
    for (const text of ['$10.00', '2.5%', '(minimum $1.00)', '3-5 business days', 'check your bank details']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(screen.getByLabelText('Amount')).toHaveAttribute('step', '0.01');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('Account holder name is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Minimum withdrawal is $10')).toBeInTheDocument();
    expect(screen.queryByText('Bank name is required')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
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
    const breakdown = await screen.findByLabelText('Withdrawal breakdown');
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
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue(50);
    expect(screen.getByLabelText('Bank Name')).toHaveValue('Meezan Bank');
  });

  it('submits trimmed details with an Idempotency-Key and shows the result', async () => {
    const fetchMock = mockFetch({ 'POST /api/wallet/withdraw': json(withdrawalAnswer, 201) });
    const { user, queryClient } = setup();
    queryClient.setQueryData(['/api/wallet/history'], []);
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawal Requested!' })).toBeInTheDocument();
    expect(screen.getByText('Withdrawal Requested')).toBeInTheDocument(); // the toast
    expect(dialog).toHaveTextContent('Processing');
    expect(dialog).toHaveTextContent('3-5 business days');
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
    expect(queryClient.getQueryState(['/api/wallet/history'])?.isInvalidated).toBe(true);

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
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
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
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
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
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('An error occurred while processing your withdrawal')).toBeInTheDocument();
  });

  describe('To card', () => {
    const cardAnswer = {
      ...withdrawalAnswer,
      status: 'Completed',
      amount: '40.00',
      fee: '0.00',
      netAmount: '40.00',
      accountNumber: '****ab12',
      bankName: 'Card refund',
      balance: '85.50',
    };

    it('offers the card with what it can take, asks no bank details and sends method card', async () => {
      const fetchMock = mockFetch({
        'GET /api/wallet/card-withdrawable': json({ amount: '50.00', cardPayments: 2 }),
        'POST /api/wallet/withdraw': json(cardAnswer, 201),
      });
      const { user } = setup();
      const toCard = await screen.findByRole('radio', { name: 'To card (up to $50.00)' });
      expect(screen.getByRole('radio', { name: 'To bank' })).toBeChecked();
      await user.click(toCard);
      expect(screen.queryByLabelText('Bank Name')).not.toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: 'Withdraw Funds' });
      expect(dialog).toHaveTextContent('No fee');

      await user.type(screen.getByLabelText('Amount'), '60');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByText('At most $50.00 can go back to your card; withdraw the rest to a bank account.'),
      ).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Amount'));
      await user.type(screen.getByLabelText('Amount'), '40');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const breakdown = await screen.findByLabelText('Withdrawal breakdown');
      expect(breakdown).toHaveTextContent('Fee$0.00');
      expect(breakdown).toHaveTextContent('Back to your card$40.00');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));

      expect(await within(dialog).findByRole('heading', { name: 'Refund Sent to Your Card!' })).toBeInTheDocument();
      expect(dialog).toHaveTextContent('Refunded to your card');
      const [call] = posts(fetchMock);
      expect(call.body).toEqual({ amount: '40.00', method: 'card' });
      expect(call.idempotencyKey).toMatch(UUID);
    });

    it('keeps the card closed when no card payment is left to refund', async () => {
      mockFetch({ 'GET /api/wallet/card-withdrawable': json({ amount: '0.00', cardPayments: 0 }) });
      setup();
      expect(await screen.findByRole('radio', { name: 'To card (up to $0.00)' })).toBeDisabled();
      expect(
        screen.getByText('No card payment is left to refund, so this withdrawal goes to a bank account.'),
      ).toBeInTheDocument();
    });

    it("shows the server's refusal with how much can go to a card", async () => {
      const message =
        'At most $30.00 can go back to a card in one withdrawal (what one card payment brought in and has not been refunded). Withdraw up to that to your card, and the rest to a bank account.';
      mockFetch({
        'GET /api/wallet/card-withdrawable': json({ amount: '50.00', cardPayments: 1 }),
        'POST /api/wallet/withdraw': json({ message, code: 'WALLET.CARD_REFUND_LIMIT' }, 400),
      });
      const { user } = setup();
      await user.click(await screen.findByRole('radio', { name: 'To card (up to $50.00)' }));
      await user.type(screen.getByLabelText('Amount'), '40');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
    });
  });
});
