import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PlayerEligibilityDialog } from './player-eligibility-dialog';

const noLimit = { amount: null, left: null, resetsAt: null, pending: null };
const answer = (dateOfBirth: string, history: unknown[]) => ({
  eligibility: {
    dateOfBirth,
    country: 'US',
    region: 'US-CA',
    restricted: false,
    kycLevel: 1,
    kycStatus: 'verified',
    limits: {
      daily: noLimit,
      weekly: noLimit,
      monthly: noLimit,
      unverifiedDepositLeft: null,
      dailyWithdrawal: '10000.00',
    },
    coolOffUntil: null,
    selfExcludedUntil: null,
  },
  history,
});

afterEach(() => vi.unstubAllGlobals());

describe('PlayerEligibilityDialog', () => {
  it('shows the status and history, and records a date-of-birth correction with its reason', async () => {
    let current = answer('1990-04-01', [
      { type: 'DateOfBirthRecorded', at: '2030-01-01T10:00:00.000Z', actorUserId: null, reason: null },
    ]);
    const fetchMock = mockFetch({
      '/api/admin/users/u-1/eligibility': () => json(current),
      'POST /api/admin/users/u-1/date-of-birth': () => {
        current = answer('1990-01-04', [
          ...current.history,
          { type: 'DateOfBirthCorrected', at: '2030-01-02T10:00:00.000Z', actorUserId: 'admin-1', reason: 'Passport' },
        ]);
        return json(current.eligibility);
      },
    });
    renderWithProviders(
      <PlayerEligibilityDialog player={{ id: 'u-1', email: 'ada@example.test' }} onClose={() => undefined} />,
    );
    expect(await screen.findByText('1990-04-01')).toBeTruthy();
    expect(screen.getByText(/DateOfBirthRecorded/)).toBeTruthy();
    const record = screen.getByRole<HTMLButtonElement>('button', { name: 'Record the correction' });
    expect(record.disabled).toBe(true); // no date, no reason
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-01-04' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Passport ' } });
    fireEvent.click(record);
    expect(await screen.findByText(/DateOfBirthCorrected/)).toBeTruthy();
    expect(screen.getByText(/“Passport”/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1990-01-04')).toBeTruthy());
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/admin/users/u-1/date-of-birth' && init?.method === 'POST',
    );
    expect(JSON.parse((post![1] as RequestInit).body as string)).toEqual({
      dateOfBirth: '1990-01-04',
      reason: 'Passport',
    });
  });
});
