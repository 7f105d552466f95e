import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { IdentityReviewTab } from './identity-review-tab';

const PENDING = '/api/admin/identity-verifications?status=pending&page=1&pageSize=50';
const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 50 });
const verification = {
  id: 'v-1',
  userId: 'u-1',
  userEmail: 'ana@example.test',
  userName: 'Ana Lopez',
  provider: 'manual',
  level: 1,
  status: 'pending',
  startedAt: '2026-11-28T10:00:00Z',
  decidedBy: null,
  decidedByEmail: null,
  decisionReason: null,
  legalName: null,
  decidedAt: null,
  documents: [
    { id: 'd-1', contentType: 'image/jpeg', sizeBytes: 1_258_291, sha256: 'ab', uploadedAt: '2026-11-28T10:01:00Z' },
    { id: 'd-2', contentType: 'application/pdf', sizeBytes: 2048, sha256: 'cd', uploadedAt: '2026-11-28T10:02:00Z' },
  ],
};
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  JSON.parse(fetchMock.mock.calls.find(([u]) => u === url)?.[1]?.body as string) as unknown;

describe('identity review in the admin console', () => {
  it('lists the queue with links that open each document from the admin-only endpoint', async () => {
    mockFetch({ [PENDING]: page([verification]) });
    renderWithProviders(<IdentityReviewTab />);
    expect(screen.getByText(/Loading identity verifications/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Document 1 (JPEG, 1.2 MB)' });
    expect(link).toHaveAttribute('href', '/api/admin/identity-verifications/v-1/documents/d-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Document 2 (PDF, 2 KB)' })).toBeInTheDocument();
    expect(screen.getByText('Identity (level 1)')).toBeInTheDocument();
  });

  it('approves only with a reason, sending the name on the document when typed', async () => {
    const fetchMock = mockFetch({
      [PENDING]: page([verification]),
      'POST /api/admin/identity-verifications/v-1/approve': json({
        id: 'v-1',
        status: 'verified',
        level: 1,
        reason: 'Passport checked',
      }),
    });
    renderWithProviders(<IdentityReviewTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve identity of ana@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the verification' });
    const confirm = within(dialog).getByRole('button', { name: 'Approve' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name on the document'), 'Ana María López');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Passport checked');
    await userEvent.click(confirm);
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/admin/identity-verifications/v-1/approve')).toEqual({
      reason: 'Passport checked',
      legalName: 'Ana María López',
    });
  });

  it('rejects with a required reason, and says so when the server turned an approval into a rejection', async () => {
    const fetchMock = mockFetch({
      [PENDING]: page([verification]),
      'POST /api/admin/identity-verifications/v-1/reject': json({
        id: 'v-1',
        status: 'rejected',
        level: 1,
        reason: 'Blurry photo',
      }),
      'POST /api/admin/identity-verifications/v-1/approve': json({
        id: 'v-1',
        status: 'rejected',
        level: 1,
        reason: 'The name on the identity document does not match the name on this account.',
      }),
    });
    renderWithProviders(<IdentityReviewTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject identity of ana@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the verification' });
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Blurry photo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Verification rejected')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/admin/identity-verifications/v-1/reject')).toEqual({ reason: 'Blurry photo' });

    await userEvent.click(screen.getByRole('button', { name: 'Approve identity of ana@example.test' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve the verification' });
    await userEvent.type(within(approve).getByLabelText('Name on the document'), 'Someone Else');
    await userEvent.type(within(approve).getByLabelText(/Reason/), 'Looks right');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Recorded as rejected')).toBeInTheDocument();
  });

  it('shows the empty queue, a failure with Retry, and the decided ones with who and why', async () => {
    mockFetch({
      [PENDING]: page([]),
      '/api/admin/identity-verifications?status=rejected&page=1&pageSize=50': json(
        { message: 'The database is reconnecting.', code: 'SERVICE.DATABASE_UNAVAILABLE' },
        503,
      ),
      '/api/admin/identity-verifications?status=verified&page=1&pageSize=50': page([
        {
          ...verification,
          status: 'verified',
          decidedBy: 'admin-1',
          decidedByEmail: 'dana@example.test',
          decisionReason: 'Passport checked',
          legalName: 'Ana Lopez',
          decidedAt: '2026-11-28T11:00:00Z',
        },
      ]),
    });
    renderWithProviders(<IdentityReviewTab />);
    expect(await screen.findByText('No identity verification waits for review.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'rejected');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the identity verifications: The database is reconnecting.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'verified');
    expect(await screen.findByText('dana@example.test')).toBeInTheDocument();
    expect(screen.getByText('Passport checked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve identity/ })).not.toBeInTheDocument();
  });
});
