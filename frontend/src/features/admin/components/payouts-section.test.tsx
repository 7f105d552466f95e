import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PayoutsSection } from './payouts-section';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The POSTs a fetch mock received, with parsed bodies and the Idempotency-Key header. */
function posts(fetchMock: Mock) {
  return fetchMock.mock.calls.flatMap((call: unknown[]) => {
    const [url, init] = call as [string, (RequestInit & { headers?: Record<string, string> }) | undefined];
    if (init?.method !== 'POST') return [];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return [{ url, body, idempotencyKey: init.headers?.['Idempotency-Key'] }];
  });
}

const WITHDRAWALS = '/api/admin/withdrawals?status=pending&page=1&pageSize=50';
const FILES_PAGE = '/api/admin/payout-files?page=1&pageSize=50';
const FILES = '/api/admin/payout-files';

const withdrawal = (id: string, netAmount: string, holder: string) => ({
  id,
  userId: `user-${id}`,
  amount: netAmount,
  fee: '1.00',
  netAmount,
  accountHolderName: holder,
  accountNumber: 'DE89370400440532013000',
  bankName: 'Testbank',
  requestedAt: '2026-11-28T10:00:00Z',
  state: 'pending',
  status: 'Processing',
  user: { email: `${id}@example.test`, firstName: 'A', lastName: 'B' },
});
const earlier = {
  id: 'f0000000-1111-4222-8333-444444444444',
  checksum: 'ab'.repeat(32),
  generatedAt: '2026-11-27T09:00:00Z',
  generatedBy: 'admin-1',
  withdrawalIds: ['w-sent'],
  total: '40.00',
};
const queue = json({
  items: [
    withdrawal('w1', '99.00', 'Ann Lee'),
    withdrawal('w2', '49.50', 'Bo Kim'),
    withdrawal('w-sent', '40.00', 'Cy'),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
});

describe('Payouts (finance tab)', () => {
  it('lists earlier files with their downloads and marks their withdrawals sent', async () => {
    mockFetch({
      [WITHDRAWALS]: queue,
      [FILES]: json([earlier]),
      [FILES_PAGE]: json({ items: [earlier], total: 1, page: 1, pageSize: 50 }),
    });
    renderWithProviders(<PayoutsSection />);
    const xml = await screen.findByRole('link', { name: `Download pain.001 XML of file ${earlier.id}` });
    expect(xml).toHaveAttribute('href', `/api/admin/payout-files/${earlier.id}/pain.001.xml`);
    expect(screen.getByRole('link', { name: `Download payments CSV of file ${earlier.id}` })).toHaveAttribute(
      'href',
      `/api/admin/payout-files/${earlier.id}/payments.csv`,
    );
    expect(await screen.findByText('Sent in f0000000')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /to Cy$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select withdrawals to pay' })).toBeDisabled();
  });

  it('creates one file for the selection after a confirmation, with an Idempotency-Key, and offers its downloads', async () => {
    const created = { id: 'f1111111-2222-4333-8444-555555555555', checksum: 'cd'.repeat(32) };
    const fetchMock = mockFetch({
      [WITHDRAWALS]: queue,
      [FILES]: json([]),
      [FILES_PAGE]: json({ items: [], total: 0, page: 1, pageSize: 50 }),
      [`POST ${FILES}`]: json(created, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutsSection />);
    expect(await screen.findByText('No payout file has been created yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select withdrawal of $99.00 to Ann Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select withdrawal of $49.50 to Bo Kim' }));
    await user.click(screen.getByRole('button', { name: 'Create payout file (2, $148.50)' }));

    const dialog = screen.getByRole('dialog', { name: 'Create payout file' });
    expect(dialog).toHaveTextContent('Pay $148.50 to 2 bank accounts?');
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create file and mark sent' }));

    expect(await screen.findByText('Payout file created')).toBeInTheDocument();
    const [call] = posts(fetchMock);
    expect(call).toMatchObject({ url: FILES, body: { withdrawalIds: ['w1', 'w2'] } });
    expect(call.idempotencyKey).toMatch(UUID);
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent?.startsWith(`Payout file ${created.id} is ready`) === true,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download pain.001 XML of file ${created.id}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select withdrawals to pay' })).toBeDisabled();
  });

  it("shows the server's refusal, keeps the selection, and retries a lost answer with the same key", async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      [WITHDRAWALS]: queue,
      [FILES]: json([]),
      [FILES_PAGE]: json({ items: [], total: 0, page: 1, pageSize: 50 }),
      [`POST ${FILES}`]: () =>
        ++calls === 1
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : json({ message: 'Withdrawal w1 was already sent in payout file f9.', code: 'PAYOUT.ALREADY_IN_FILE' }, 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutsSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select withdrawal of $99.00 to Ann Lee' }));
    const createButton = screen.getByRole('button', { name: 'Create payout file (1, $99.00)' });
    await user.click(createButton);
    await user.click(screen.getByRole('button', { name: 'Create file and mark sent' }));
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();

    await user.click(createButton);
    await user.click(screen.getByRole('button', { name: 'Create file and mark sent' }));
    expect(await screen.findByText('Withdrawal w1 was already sent in payout file f9.')).toBeInTheDocument();
    const [first, second] = posts(fetchMock);
    // The same selection after a lost answer is the same request: the server answers it once.
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(screen.getByRole('checkbox', { name: 'Select withdrawal of $99.00 to Ann Lee' })).toBeChecked();
  });

  it('says when there is nothing to pay', async () => {
    mockFetch({
      [WITHDRAWALS]: json({ items: [], total: 0, page: 1, pageSize: 50 }),
      [FILES]: json([]),
      [FILES_PAGE]: json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderWithProviders(<PayoutsSection />);
    expect(await screen.findByText('No withdrawals waiting to be paid.')).toBeInTheDocument();
  });
});
