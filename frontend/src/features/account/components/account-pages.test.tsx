import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailBanner } from './verify-email-banner';
import { VerifyEmailPage } from './verify-email-page';
import type { User } from '@/types/api';

function renderAt(path: string, element: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('reset password page', () => {
  it('checks length and repetition before sending, then sends the token and the password once', async () => {
    const fetchMock = answer(200, {
      message: 'Your password has been changed. Please sign in with your new password.',
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=abc', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert').textContent).toMatch(/at least 8 characters/);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough pass' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'long enough pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText(/password has been changed/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc', password: 'long enough pass' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it("shows the server's sentence for a used link and offers a new one", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: 'This reset link has already been used. Please ask for a new one.',
        code: 'ACCOUNT.RESET_LINK_USED',
      }),
    );
    renderAt('/reset-password?token=abc', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough pass' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'long enough pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already been used/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});

describe('email verification', () => {
  it('verifies the token from the link once', async () => {
    const fetchMock = answer(200, { message: 'Thank you: your email address is verified.', emailVerified: true });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/verify-email?token=tok', <VerifyEmailPage />);
    await screen.findByText(/is verified/);
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
  });

  it('shows a banner with a resend button only while unverified', async () => {
    const fetchMock = answer(202, { message: 'We sent a new link to ana@example.com. It works for 48 hours.' });
    vi.stubGlobal('fetch', fetchMock);
    const user = { email: 'ana@example.com', emailVerified: false } as User;
    const { unmount } = renderAt('/', <VerifyEmailBanner user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(screen.getByText(/We sent a new link/)).toBeTruthy());
    unmount();
    renderAt('/', <VerifyEmailBanner user={{ ...user, emailVerified: true }} />);
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });
});
