import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CancelEmailChangePage, ConfirmEmailChangePage } from './email-change-link-pages';
import { SecurityPage } from './security-page';

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  JSON.parse(fetchMock.mock.calls.find(([u]) => u === url)?.[1]?.body as string) as unknown;

const CODES = ['ABCD2345EFGH6789', 'JKLM2345NPQR6789'];

describe('security page: e-mail', () => {
  it('says the change waits for the link, needs the current password, and shows the server answer', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/user/email': json(
        { message: 'We sent a link to new@example.com. Open it within 48 hours to confirm the change.' },
        202,
      ),
    });
    renderWithProviders(<SecurityPage user={makeUser()} />);
    const form = screen.getByRole('form', { name: 'Change email' });
    expect(form).toHaveTextContent('takes effect only when you open the link we send to the new address');
    expect(form).toHaveTextContent('cancels the change, valid for 7 days');
    await user.type(within(form).getByLabelText('New email address'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter your current password.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/email')).toBe(false);

    await user.type(within(form).getByLabelText('Current password'), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('We sent a link to new@example.com');
    expect(bodyOf(fetchMock, '/api/user/email')).toEqual({ email: 'new@example.com', password: 'my-password' });
  });

  it('shows the sentence for a wrong password', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/user/email': json(
        { message: 'That password is not right. Please enter your current password.', code: 'AUTH.WRONG_PASSWORD' },
        400,
      ),
    });
    renderWithProviders(<SecurityPage user={makeUser()} />);
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New email address'), 'new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That password is not right.');
  });
});

describe('security page: password', () => {
  it('checks the two new passwords match, then sends the current and the new one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'PUT /api/user/password': json({ message: 'Your password has been changed. Other devices were signed out.' }),
    });
    renderWithProviders(<SecurityPage user={makeUser()} />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'a-new-long-password');
    await user.type(within(form).getByLabelText('New password again'), 'a-new-long-passwork');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    await user.clear(within(form).getByLabelText('New password again'));
    await user.type(within(form).getByLabelText('New password again'), 'a-new-long-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Other devices were signed out.');
    expect(bodyOf(fetchMock, '/api/user/password')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-long-password',
    });
  });
});

describe('security page: second factor', () => {
  it('sets up: password, key and link, a code, then the recovery codes until "I saved them"', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/second-factor/totp/setup': json({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/CourtCash:alex%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
      'POST /api/auth/second-factor/totp/enable': json({ recoveryCodes: CODES }),
      '/api/user/session': json(makeUser({ secondFactorEnabled: true })),
    });
    const { queryClient } = renderWithProviders(<SecurityPage user={makeUser()} />);
    queryClient.setQueryData(SESSION_QUERY_KEY, makeUser());
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const setup = screen.getByRole('form', { name: 'Set up the second factor' });
    await user.type(within(setup).getByLabelText('Current password'), 'my-password');
    await user.click(within(setup).getByRole('button', { name: 'Continue' }));

    const enable = await screen.findByRole('form', { name: 'Turn on the second factor' });
    expect(within(enable).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(within(enable).getByRole('link', { name: 'Open in your authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    await user.type(within(enable).getByLabelText('Code from the app'), '12345');
    await user.click(within(enable).getByRole('button', { name: 'Turn on' }));
    expect(await within(enable).findByRole('alert')).toHaveTextContent('has 6 digits');
    await user.clear(within(enable).getByLabelText('Code from the app'));
    await user.type(within(enable).getByLabelText('Code from the app'), '123 456');
    await user.click(within(enable).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(bodyOf(fetchMock, '/api/auth/second-factor/totp/setup')).toEqual({ password: 'my-password' });
    expect(bodyOf(fetchMock, '/api/auth/second-factor/totp/enable')).toEqual({ code: '123456' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    // The session is not re-read (which would leave this screen) until the codes are saved.
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'I saved my recovery codes' }));
    await user.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows a refused code with its sentence and keeps the key on screen', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/second-factor/totp/setup': json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' }),
      'POST /api/auth/second-factor/totp/enable': json(
        { message: 'That code is not right.', code: 'AUTH.SECOND_FACTOR_INVALID' },
        400,
      ),
    });
    renderWithProviders(<SecurityPage user={makeUser()} />);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const setup = screen.getByRole('form', { name: 'Set up the second factor' });
    await user.type(within(setup).getByLabelText('Current password'), 'pw');
    await user.click(within(setup).getByRole('button', { name: 'Continue' }));
    const enable = await screen.findByRole('form', { name: 'Turn on the second factor' });
    await user.type(within(enable).getByLabelText('Code from the app'), '000000');
    await user.click(within(enable).getByRole('button', { name: 'Turn on' }));
    expect(await within(enable).findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(within(enable).getByTestId('totp-secret')).toBeInTheDocument();
  });

  it('lets a player turn it off with the password; an admin is told to keep it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/auth/second-factor/disable': json({ message: 'Your second factor is off.' }),
      '/api/user/session': json(makeUser()),
    });
    renderWithProviders(<SecurityPage user={makeUser({ secondFactorEnabled: true })} />);
    const form = screen.getByRole('form', { name: 'Turn off the second factor' });
    await user.type(within(form).getByLabelText('Current password'), 'pw');
    await user.click(within(form).getByRole('button', { name: 'Turn off the second factor' }));
    expect(await screen.findByText('Your second factor is off.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/second-factor/disable')).toEqual({ password: 'pw' });

    renderWithProviders(<SecurityPage user={makeUser({ isAdmin: true, secondFactorEnabled: true })} />);
    expect(screen.getByText('Administrators must keep their second factor on.')).toBeInTheDocument();
  });
});

describe('e-mail change links', () => {
  it('confirms with the token once and shows the answer', async () => {
    const fetchMock = mockFetch({
      'POST /api/user/email/confirm': json({ message: 'Your email address has been changed.' }),
    });
    renderWithProviders(<ConfirmEmailChangePage />, { path: '/confirm-email-change?token=abc' });
    expect(await screen.findByText('Your email address has been changed.')).toHaveAttribute('role', 'status');
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/email/confirm');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.[1]?.body as string)).toEqual({ token: 'abc' });
  });

  it('cancels, then offers a new password; a bad link reads as a sentence', async () => {
    mockFetch({
      'POST /api/user/email/cancel': json({ message: 'The email change is cancelled and your account is signed out.' }),
    });
    renderWithProviders(<CancelEmailChangePage />, { path: '/cancel-email-change?token=t' });
    expect(await screen.findByText(/The email change is cancelled/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token is not complete, and sends nothing', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<ConfirmEmailChangePage />, { path: '/confirm-email-change' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server sentence for an invalid link', async () => {
    mockFetch({
      'POST /api/user/email/confirm': json(
        { message: 'This link is not valid. To change your email address, start again from your profile.' },
        400,
      ),
    });
    renderWithProviders(<ConfirmEmailChangePage />, { path: '/confirm-email-change?token=x' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
