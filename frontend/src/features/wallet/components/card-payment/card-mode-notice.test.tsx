import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flush, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PAYMENTS_CONFIG_QUERY_KEY } from '../../api/get-payments-config';
import { CardModeNotice } from './card-mode-notice';

/** Absence means something only once the config has arrived (or failed) and the notice re-rendered. */
async function settled(queryClient: QueryClient, status: 'success' | 'error') {
  await waitFor(() => expect(queryClient.getQueryState(PAYMENTS_CONFIG_QUERY_KEY)?.status).toBe(status));
  await flush();
}

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
    mockFetch({ '/api/payments/config': config({ mode: 'stripe', testMode: false, publishableKey: 'pk_live_x' }) });
    const { queryClient } = renderWithProviders(<CardModeNotice />);
    await settled(queryClient, 'success');
    expect(queryClient.getQueryData(PAYMENTS_CONFIG_QUERY_KEY)).toMatchObject({ testMode: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says plainly when this server takes no cards', async () => {
    mockFetch({ '/api/payments/config': config({ mode: 'disabled', cardPaymentsAvailable: false }) });
    renderWithProviders(<CardModeNotice />);
    expect(await screen.findByText(/Card payments are not available on this server/)).toBeInTheDocument();
  });

  it('never claims test mode when the config cannot be read', async () => {
    mockFetch({ '/api/payments/config': json({ message: 'Server error' }, 500) });
    const { queryClient } = renderWithProviders(<CardModeNotice />);
    await settled(queryClient, 'error');
    expect(screen.queryByText(/TEST MODE/)).not.toBeInTheDocument();
  });
});
