import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { refusalFix } from '@/lib/refusal-fix';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Eligibility } from '@/types/api';
import { LimitsPage } from './limits-page';
import { VerificationPage } from './verification-page';

const noLimit = { amount: null, left: null, resetsAt: null, pending: null };
function eligibility(overrides: Partial<Eligibility> = {}): Eligibility {
  return {
    dateOfBirth: '1990-04-01',
    country: 'US',
    region: 'US-CA',
    restricted: false,
    kycLevel: 0,
    kycStatus: 'unverified',
    limits: {
      daily: { amount: '100.00', left: '40.00', resetsAt: '2030-01-02T00:00:00.000Z', pending: null },
      weekly: { ...noLimit, pending: { amount: '500.00', effectiveAt: '2030-01-02T10:00:00.000Z' } },
      monthly: noLimit,
      unverifiedDepositLeft: '1950.00',
      dailyWithdrawal: null,
    },
    coolOffUntil: null,
    selfExcludedUntil: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, url: string) => {
  const call = fetchMock.mock.calls.find(([u]) => u === url);
  return call ? (JSON.parse((call[1] as RequestInit).body as string) as unknown) : undefined;
};

describe('Limits page', () => {
  it('shows each limit with what is left and a rise waiting, and saves amounts as strings (empty is none)', async () => {
    const fetchMock = mockFetch({
      '/api/user/eligibility': eligibility(),
      'PUT /api/user/limits': () => json(eligibility()),
    });
    renderWithProviders(<LimitsPage />);
    const table = await screen.findByRole('table', { name: /deposit limits/i });
    const daily = within(table).getByRole('row', { name: /Daily/ });
    expect(daily.textContent).toContain('$100.00');
    expect(daily.textContent).toContain('$40.00');
    expect(within(table).getByRole('row', { name: /Weekly/ }).textContent).toMatch(/\$500\.00 from/);

    fireEvent.change(screen.getByLabelText('Weekly limit (USD)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(/Enter an amount in dollars/)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/user/limits')).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Daily limit (USD)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Weekly limit (USD)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    await screen.findByText(/^Saved\./);
    expect(bodyOf(fetchMock, '/api/user/limits')).toEqual({ daily: '50.00', weekly: null, monthly: null });
  });

  it('asks before a break, says it cannot be undone, and says withdrawals stay open', async () => {
    const fetchMock = mockFetch({
      '/api/user/eligibility': eligibility(),
      'POST /api/user/cool-off': () => json(eligibility({ coolOffUntil: '2030-01-08T00:00:00.000Z' })),
    });
    renderWithProviders(<LimitsPage />);
    fireEvent.click(await screen.findByRole('radio', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a 7 days break' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/cannot be shortened or undone/);
    expect(dialog.textContent).toMatch(/still withdraw/);
    expect(bodyOf(fetchMock, '/api/user/cool-off')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/You are on a break until/)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/user/cool-off')).toEqual({ period: '7d' });
  });

  it('shows self-exclusion and keeps the break controls off while it lasts', async () => {
    mockFetch({ '/api/user/eligibility': eligibility({ selfExcludedUntil: '2031-01-01T00:00:00.000Z' }) });
    renderWithProviders(<LimitsPage />);
    expect((await screen.findByText(/You are self-excluded until/)).textContent).toMatch(/Nobody can lift it early/);
    expect(screen.getByRole('button', { name: /Exclude myself/ }).matches(':disabled')).toBe(true);
  });
});

describe('Verification page', () => {
  it('shows the level and what is left, starts a check, and finishes a test-mode one', async () => {
    let current = eligibility();
    const fetchMock = mockFetch({
      '/api/user/eligibility': () => json(current),
      'POST /api/user/identity-verifications': () => {
        current = eligibility({ kycStatus: 'pending' });
        return json({ id: 'v-1', level: 1, provider: 'simulated', status: 'pending', testMode: true, url: null }, 201);
      },
      'POST /api/test/identity-verifications/v-1/complete': () => {
        current = eligibility({
          kycLevel: 1,
          kycStatus: 'verified',
          limits: { ...eligibility().limits, dailyWithdrawal: '10000.00' },
        });
        return json({ status: 'verified' });
      },
    });
    renderWithProviders(<VerificationPage />);
    expect((await screen.findByRole('heading', { name: /Your level: 0/ })).textContent).toMatch(/Not verified/);
    expect(screen.getByText(/still deposit \$1,950\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve (test mode)' }));
    expect(await screen.findByRole('heading', { name: /Your level: 1/ })).toBeTruthy();
    expect(screen.getByText(/withdraw up to \$10,000\.00 a day/)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/user/identity-verifications')).toEqual({ level: 1 });
  });

  it('says where the answer failed and offers a retry', async () => {
    mockFetch({ '/api/user/eligibility': json({ message: 'The database is restarting.', code: 'X' }, 503) });
    renderWithProviders(<VerificationPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/database is restarting/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('refusalFix', () => {
  const refused = (code: string) => new ApiError(403, JSON.stringify({ message: 'No.', code }));
  it.each([
    ['IDENTITY.VERIFICATION_REQUIRED', '/account/verification'],
    ['LIMITS.DEPOSIT_LIMIT', '/account/limits'],
    ['LIMITS.COOL_OFF', '/account/limits'],
    ['LIMITS.SELF_EXCLUDED', '/account/limits'],
    ['ELIGIBILITY.DETAILS_REQUIRED', '/account/verification#details'],
    ['ELIGIBILITY.REGION_RESTRICTED', '/account/verification#details'],
  ])('links %s to %s', (code, to) => {
    expect(refusalFix(refused(code))?.to).toBe(to);
  });
  it('links nothing for other refusals', async () => {
    expect(refusalFix(refused('WALLET.INSUFFICIENT_FUNDS'))).toBeNull();
    await waitFor(() => expect(refusalFix(new Error('network'))).toBeNull());
  });
});
