import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '@/lib/navigation';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AuthTabs } from './auth-tabs';

// A spy, not vi.mock: with isolate off the module may already be loaded by an earlier file.
beforeEach(() => {
  vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
});

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'alex@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in second step', () => {
  it('asks for the code after a right password, sends it, and signs in', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser({ secondFactorEnabled: true });
    const fetchMock = mockFetch({
      'POST /api/auth/login': json({ secondFactorRequired: true }),
      'POST /api/auth/login/second-factor': json(signedIn),
    });
    const { queryClient } = renderWithProviders(<AuthTabs />, { path: '/auth?next=/wallet' });
    await passwordStep(user);
    const code = await screen.findByLabelText('Authentication code');
    // Half signed in is not signed in: no session yet, no navigation.
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
    expect(navigation.hardNavigate).not.toHaveBeenCalled();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(navigation.hardNavigate).toHaveBeenCalledWith('/wallet');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined(); // the full load reads it
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login/second-factor');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ code: '123456' });
  });

  it('takes a recovery code, refuses a short number before sending, and shows the server sentence', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/login': json({ secondFactorRequired: true }),
      'POST /api/auth/login/second-factor': json(
        {
          message: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
          code: 'AUTH.SECOND_FACTOR_INVALID',
        },
        401,
      ),
    });
    renderWithProviders(<AuthTabs />);
    await passwordStep(user);
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code from your authenticator app has 6 digits.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/login/second-factor')).toBe(false);

    await user.clear(code);
    await user.type(code, 'ABCD2345EFGH6789');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(navigation.hardNavigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says so when the attempts run out', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/login': json({ secondFactorRequired: true }),
      'POST /api/auth/login/second-factor': json({ code: 'AUTH.TOO_MANY_ATTEMPTS' }, 429),
    });
    renderWithProviders(<AuthTabs />);
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts.');
  });
});
