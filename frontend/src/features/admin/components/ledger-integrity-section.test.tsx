import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { LedgerIntegritySection } from './ledger-integrity-section';

const seal = {
  sealId: '7',
  sealedAt: '2026-11-28T10:00:00Z',
  lastCommit: '901',
  lastPosition: '12',
  eventCount: '120',
  streamCount: '9',
  headsDigest: 'ab'.repeat(32),
  previousDigest: '00'.repeat(32),
  digest: 'cd'.repeat(32),
  publicKey: 'ef'.repeat(32),
  signature: '12'.repeat(64),
};
const seals = { supported: true, publicKey: 'ef'.repeat(32), intervalSeconds: 60, seals: [seal] };
const chain = {
  supported: true,
  checkedEvents: 130,
  checkedStreams: 9,
  checkedSeals: 1,
  unsealedEvents: 10,
  lastSeal: { sealId: '7', sealedAt: seal.sealedAt, eventCount: '120', digest: seal.digest },
  problems: [],
  digest: null,
};
const report = { ok: true, checkedWallets: 4, checkedEvents: 130, differences: [], chain };
const edited = {
  ...report,
  ok: false,
  differences: [{ check: 'chain', subject: 'wallet-u1@3', message: 'wallet-u1 revision 3 was edited.' }],
  chain: {
    ...chain,
    digest: { sealId: '7', ok: false, message: 'The ledger up to seal 7 has changed since this document.' },
  },
};

function digestFile(content: string) {
  return new File([content], 'ledger-digest-7.json', { type: 'application/json' });
}

describe('the ledger section of the finance tab', () => {
  it('verifies every chain and seal, and lists the seals with their digest documents', async () => {
    mockFetch({ '/api/admin/ledger-seals': json(seals), '/api/admin/ledger/verify': json(report) });
    renderWithProviders(<LedgerIntegritySection />);
    const download = await screen.findByRole('link', { name: 'Download the digest of seal 7' });
    expect(download).toHaveAttribute('href', '/api/admin/ledger-seals/7/digest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Verify ledger' }));
    expect(await screen.findByText('Ledger OK: 4 wallets, 130 events checked.')).toBeInTheDocument();
    expect(
      screen.getByText(/130 events in 9 streams and 1 seals recomputed; 10 events since the last seal/),
    ).toBeVisible();
  });

  it('seals on demand and says when there was nothing new to seal', async () => {
    const fetchMock = mockFetch({
      '/api/admin/ledger-seals': json(seals),
      'POST /api/admin/ledger-seals': json({ created: false, seal }),
    });
    renderWithProviders(<LedgerIntegritySection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Seal now' }));
    expect(await screen.findByText('Nothing new to seal: the last seal already covers every event')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('checks an uploaded digest document and names what changed', async () => {
    const fetchMock = mockFetch({
      '/api/admin/ledger-seals': json(seals),
      'POST /api/admin/ledger-seals/verify-digest': json(edited),
    });
    renderWithProviders(<LedgerIntegritySection />);
    await userEvent.upload(
      await screen.findByLabelText('Digest document (JSON)'),
      digestFile(JSON.stringify({ format: 'x', ...seal })),
    );
    expect(
      await screen.findByText('Digest of seal 7: The ledger up to seal 7 has changed since this document.'),
    ).toBeVisible();
    expect(screen.getByText('[chain] wallet-u1 revision 3 was edited.')).toBeVisible();
    const posted = fetchMock.mock.calls.find(([url]) => url === '/api/admin/ledger-seals/verify-digest');
    expect(JSON.parse(posted?.[1]?.body as string)).toMatchObject({ sealId: '7', digest: seal.digest });
  });

  it('refuses a file that is not JSON without asking the server', async () => {
    const fetchMock = mockFetch({ '/api/admin/ledger-seals': json(seals) });
    renderWithProviders(<LedgerIntegritySection />);
    await userEvent.upload(await screen.findByLabelText('Digest document (JSON)'), digestFile('not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ledger-digest-7.json is not JSON: choose the digest document downloaded from a seal.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/ledger-seals/verify-digest')).toBe(false);
  });
});
