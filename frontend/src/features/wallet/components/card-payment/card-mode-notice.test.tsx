import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CardModeNotice } from './card-mode-notice';

const config = (overrides: Record<string, unknown>) => ({
  publishableKey: null,
  cardFeePercent: '3.00',
  cardPaymentsAvailable: true,
  testMode: false,
  ...overrides,
});

describe('CardModeNotice (what the server says about card payments)', () => {
  it('says test mode for the simulated processor', async () => {
    mockFetch({ '/api/payments/config': config({ mode: 'simulated', testMode: true }) });
    renderWithProviders(<CardModeNotice />);
    expect(await screen.findByText('TEST MODE — no real card is charged')).toBeInTheDocument();
  });

  it('says test mode for Stripe with a test key, and nothing for live Stripe', async () => {
    mockFetch({ '/api/payments/config': config({ mode: 'stripe', testMode: true, publishableKey: 'pk_test_x' }) });
    const { unmount } = renderWithProviders(<CardModeNotice />);
    expect(await screen.findByText('TEST MODE — no real card is charged')).toBeInTheDocument();
    unmount();
    const fetchMock = mockFetch({
      '/api/payments/config': config({ mode: 'stripe', testMode: false, publishableKey: 'pk_live_x' }),
    });
    renderWithProviders(<CardModeNotice />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says plainly when this server takes no cards', async () => {
    mockFetch({ '/api/payments/config': config({ mode: 'disabled', cardPaymentsAvailable: false }) });
    renderWithProviders(<CardModeNotice />);
    expect(await screen.findByText(/Card payments are not available on this server/)).toBeInTheDocument();
  });

  it('never claims test mode when the config cannot be read', async () => {
    mockFetch({ '/api/payments/config': json({ message: 'Server error' }, 500) });
    renderWithProviders(<CardModeNotice />);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText(/TEST MODE/)).not.toBeInTheDocument();
  });
});
