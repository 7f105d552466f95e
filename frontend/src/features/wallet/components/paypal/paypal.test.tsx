import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, PAYMENTS_CONFIG } from '@/testing/test-utils';
import { posts, renderSignedIn, UUID } from '../../testing/wallet-test-utils';
import { AddFundsDialog } from '../add-funds/add-funds-dialog';
import { PayPalCancelledNote } from './paypal-cancelled-note';
import { PayPalReturnPage } from './paypal-return-page';

const CONFIG = { ...PAYMENTS_CONFIG, paypalAvailable: true, paypalTestMode: true };
const ORDER = 'SIM5N8X2Q';

const order = (approveUrl = `http://localhost:3000/wallet/paypal/return?token=${ORDER}&mode=test`) =>
  json({ orderId: ORDER, approveUrl, amount: '50.00', fee: '1.50', total: '51.50' }, 201);

const deposit = () =>
  json({
    id: 'dep-pp',
    status: 'completed',
    amount: '50.00',
    fee: '1.50',
    paymentMethod: 'paypal',
    transactionReference: ORDER,
    balance: '175.50',
    pendingBalance: '0.00',
  });

const unavailable = () =>
  json({ message: 'PayPal is not available on this server.', code: 'PAYMENTS.PAYPAL_UNAVAILABLE' }, 409);

async function toPayPal(routes: Record<string, unknown>, config: unknown = CONFIG) {
  const fetchMock = mockFetch({ '/api/payments/config': config, ...routes });
  const user = userEvent.setup();
  renderSignedIn(<AddFundsDialog open onClose={() => {}} />);
  await user.type(screen.getByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('Add Funds: PayPal', () => {
  it('is offered with the card fee when the server has PayPal, marked test mode', async () => {
    await toPayPal({});
    const paypal = await screen.findByRole('button', { name: 'PayPal' });
    expect(paypal).toHaveAccessibleDescription('Pay with your PayPal account • 3% fee Total charged $51.50');
    expect(paypal).toHaveTextContent('Test mode');
  });

  it('is a sentence, not a button, when the server has no PayPal', async () => {
    await toPayPal({}, { ...PAYMENTS_CONFIG, paypalAvailable: false, paypalTestMode: false });
    expect(
      await screen.findByText('PayPal is not available on this server right now. Please pay by card or bank transfer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toBeEnabled();
  });

  it('creates the order, confirms the figures, approves in test mode, captures, and shows the new balance', async () => {
    const { user, fetchMock } = await toPayPal({
      'POST /api/paypal/orders': order(),
      [`POST /api/payments/simulated/paypal/${ORDER}/approve`]: json({ id: ORDER, status: 'APPROVED' }),
      [`POST /api/paypal/orders/${ORDER}/capture`]: deposit(),
    });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    const summary = await within(dialog).findByLabelText('Payment summary');
    expect(summary).toHaveTextContent('Deposit amount$50.00');
    expect(summary).toHaveTextContent('PayPal fee (3%)$1.50');
    expect(summary).toHaveTextContent('Total PayPal takes$51.50');
    expect(dialog).toHaveTextContent('TEST MODE — no real PayPal account is charged');
    // Nothing is approved or captured before the player confirms.
    expect(posts(fetchMock).map((p) => p.url)).toEqual(['/api/paypal/orders']);

    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay $51.50 (test mode)' }));
    expect(await screen.findByRole('heading', { name: 'Funds Added with PayPal!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your wallet was credited with $50.00; PayPal took $51.50.');
    expect(dialog).toHaveTextContent('New balance: $175.50');

    const [create, approve, capture] = posts(fetchMock);
    expect(create).toMatchObject({ url: '/api/paypal/orders', body: { amount: '50.00' } });
    expect(create.idempotencyKey).toMatch(UUID);
    expect(approve.url).toBe(`/api/payments/simulated/paypal/${ORDER}/approve`);
    expect(capture.url).toBe(`/api/paypal/orders/${ORDER}/capture`);
    expect(capture.idempotencyKey).toMatch(UUID);
  });

  it('retries a failed capture with the same Idempotency-Key and without approving again', async () => {
    let captures = 0;
    const { user, fetchMock } = await toPayPal({
      'POST /api/paypal/orders': order(),
      [`POST /api/payments/simulated/paypal/${ORDER}/approve`]: json({ id: ORDER, status: 'APPROVED' }),
      [`POST /api/paypal/orders/${ORDER}/capture`]: () =>
        ++captures === 1 ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : deposit(),
    });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    const pay = await screen.findByRole('button', { name: 'Approve and pay $51.50 (test mode)' });
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service Unavailable Press the button again to retry; you will not be charged twice.',
    );
    await user.click(pay);
    await screen.findByRole('heading', { name: 'Funds Added with PayPal!' });

    const calls = posts(fetchMock);
    expect(calls.filter((p) => p.url.endsWith('/approve'))).toHaveLength(1);
    const [first, second] = calls.filter((p) => p.url.endsWith('/capture'));
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it("sends the payer to PayPal's approve link outside test mode", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const approveUrl = `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}`;
    const { user, fetchMock } = await toPayPal({ 'POST /api/paypal/orders': order(approveUrl) });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to PayPal to pay $51.50' }));
    expect(assign).toHaveBeenCalledWith(approveUrl);
    expect(screen.queryByText(/TEST MODE/)).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it("says the server's refusal when the order cannot be made, and stays on the methods", async () => {
    const { user } = await toPayPal({ 'POST /api/paypal/orders': unavailable() });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('PayPal Setup Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled();
  });
});

describe('PayPal return page', () => {
  it('captures the approved order once and shows the new balance', async () => {
    const fetchMock = mockFetch({ [`POST /api/paypal/orders/${ORDER}/capture`]: deposit() });
    renderSignedIn(<PayPalReturnPage />, { path: `/wallet/paypal/return?token=${ORDER}&PayerID=P1` });
    expect(await screen.findByRole('heading', { name: 'Funds Added with PayPal!' })).toBeInTheDocument();
    expect(screen.getByText(/New balance:/)).toHaveTextContent('New balance: $175.50');
    expect(posts(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('shows why a capture failed and retries with the same key', async () => {
    let captures = 0;
    const fetchMock = mockFetch({
      [`POST /api/paypal/orders/${ORDER}/capture`]: () =>
        ++captures === 1
          ? json({ message: 'PayPal is busy.', code: 'PAYMENTS.PAYPAL_PROVIDER_UNAVAILABLE' }, 503)
          : deposit(),
    });
    const user = userEvent.setup();
    renderSignedIn(<PayPalReturnPage />, { path: `/wallet/paypal/return?token=${ORDER}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/you will not be charged twice/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Funds Added with PayPal!' });
    const [first, second] = posts(fetchMock);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('waits for the test-mode approval of a simulated order', async () => {
    const fetchMock = mockFetch({
      [`POST /api/payments/simulated/paypal/${ORDER}/approve`]: json({ id: ORDER, status: 'APPROVED' }),
      [`POST /api/paypal/orders/${ORDER}/capture`]: deposit(),
    });
    const user = userEvent.setup();
    renderSignedIn(<PayPalReturnPage />, { path: `/wallet/paypal/return?token=${ORDER}&mode=test` });
    expect(screen.getByText('TEST MODE — no real PayPal account is charged')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Approve and pay (test mode)' }));
    await screen.findByRole('heading', { name: 'Funds Added with PayPal!' });
    expect(posts(fetchMock).map((p) => p.url)).toEqual([
      `/api/payments/simulated/paypal/${ORDER}/approve`,
      `/api/paypal/orders/${ORDER}/capture`,
    ]);
  });

  it('says so when the link names no order', () => {
    const fetchMock = mockFetch({});
    renderSignedIn(<PayPalReturnPage />, { path: '/wallet/paypal/return' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link names no PayPal payment, so nothing was taken.');
    expect(posts(fetchMock)).toHaveLength(0);
  });
});

describe('PayPal cancelled', () => {
  it('says nothing was taken when PayPal sends the payer back cancelled, and nothing otherwise', () => {
    mockFetch({});
    const { unmount } = renderSignedIn(<PayPalCancelledNote />, { path: '/wallet?paypal=cancelled' });
    expect(
      screen.getByText('You cancelled the PayPal payment, so nothing was taken. Add funds again whenever you like.'),
    ).toBeInTheDocument();
    unmount();
    renderSignedIn(<PayPalCancelledNote />, { path: '/wallet' });
    expect(screen.queryByText(/You cancelled the PayPal payment/)).not.toBeInTheDocument();
  });
});
