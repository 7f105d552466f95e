import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COURTS } from '@/config/sample-courts';
import { renderWithProviders } from '@/testing/test-utils';
import { CourtsPage } from './courts-page';

describe('Find Courts', () => {
  it('lists the sample venues with a count, filters as you type, and resets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourtsPage />);
    expect(screen.getByText(`${SAMPLE_COURTS.length} found`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_COURTS.length);

    await user.type(screen.getByRole('searchbox', { name: 'Location or ZIP code' }), 'pickleball');
    const shown = screen.getAllByRole('article');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(SAMPLE_COURTS.length);
    shown.forEach((card) => expect(card).toHaveTextContent(/pickleball/i));
    expect(screen.getByText(`${shown.length} found`)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '33132');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Harbor Padel Club' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nowhere');
    expect(screen.getByText('0 found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Courts' }));
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_COURTS.length);
  });

  it('expands the details and books by phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourtsPage />);
    const card = screen.getByRole('article', { name: 'Harbor Padel Club' });
    const toggle = within(card).getByRole('button', { name: /View Details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: /Hide Details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveTextContent('Mon-Sun 6:00 AM-11:00 PM');
    expect(within(card).getByRole('link', { name: /Book Court/ })).toHaveAttribute('href', 'tel:+13055550142');
  });
});
