import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '@/testing/test-utils';
import { SecondFactorPrompt } from './second-factor-prompt';

beforeEach(() => window.localStorage.clear());

describe('second factor prompt before a withdrawal', () => {
  it('suggests the Security page to a player without one, and stays dismissed', async () => {
    const follow = vi.fn();
    const player = makeUser({ id: 'p-1' });
    const first = renderWithProviders(<SecondFactorPrompt user={player} onFollow={follow} />);
    const prompt = screen.getByRole('complementary', { name: 'Protect your withdrawals' });
    expect(prompt).toHaveTextContent('a stolen password cannot withdraw your balance');
    expect(screen.getByRole('link', { name: 'Set up a second factor' })).toHaveAttribute('href', '/account/security');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Protect your withdrawals' })).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<SecondFactorPrompt user={player} onFollow={follow} />);
    expect(screen.queryByRole('complementary', { name: 'Protect your withdrawals' })).not.toBeInTheDocument();
  });

  it('is not shown to a player who has one', () => {
    renderWithProviders(<SecondFactorPrompt user={makeUser({ secondFactorEnabled: true })} onFollow={vi.fn()} />);
    expect(screen.queryByRole('complementary', { name: 'Protect your withdrawals' })).not.toBeInTheDocument();
  });
});
