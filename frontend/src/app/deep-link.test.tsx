import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '@/lib/navigation';
import { json, makeUser, mockFetch, renderApp } from '@/testing/test-utils';

// Whole-app renders that load lazy page chunks and type into forms: slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const signedOut = { '/api/user/session': json({ message: 'Unauthorized' }, 401) };

describe('a signed-out deep link', () => {
  // A spy, not vi.mock: with isolate off the module may already be loaded by an earlier file.
  beforeEach(() => {
    vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
  });

  it('comes back to the page after signing in', async () => {
    mockFetch({ ...signedOut, 'POST /api/auth/login': json(makeUser()) });
    const user = userEvent.setup();
    renderApp('/tournaments/7?tab=players');
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(navigation.hardNavigate).toHaveBeenCalledWith('/tournaments/7?tab=players'));
  });

  it.each(['https://evil.example/', '//evil.example/x', '/auth'])('never returns to %s', async (next) => {
    mockFetch({ ...signedOut, 'POST /api/auth/login': json(makeUser()) });
    const user = userEvent.setup();
    renderApp(`/auth?next=${encodeURIComponent(next)}`);
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(navigation.hardNavigate).toHaveBeenCalledWith('/'));
  });
});
