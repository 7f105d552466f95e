import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '@/lib/navigation';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { deferred, emptyStats, json, makeUser, mockFetch, renderApp, renderWithProviders } from '@/testing/test-utils';
import { AuthTabs } from './auth-tabs';

// A spy, not vi.mock: with isolate off the module may already be loaded by an earlier file.
beforeEach(() => {
  vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
});

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, email = 'alex@example.com', password = 'secret') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('Sign In tab', () => {
  it('is the default tab, with a required email-type field and a masked password', () => {
    renderWithProviders(<AuthTabs />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('reads "Signing In..." while pending, then toasts and reloads to /', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /api/auth/login': () => answer.promise });
    const { queryClient } = renderWithProviders(<AuthTabs />);
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'alex@example.com', password: 'secret' }),
      }),
    );

    const signedIn = makeUser();
    answer.resolve(json(signedIn));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(navigation.hardNavigate).toHaveBeenCalledWith('/');
    // The full load reads the new session: cached first, the router would navigate on its own too.
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
  });

  it('shows "Login failed" with the server message', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/login': json({ message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' }, 401),
    });
    renderWithProviders(<AuthTabs />);
    await fillSignIn(user, 'alex@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(navigation.hardNavigate).not.toHaveBeenCalled();
  });
});

describe('Sign Up tab', () => {
  it('has the four labelled, required fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthTabs />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('reads "Creating Account..." while pending, then lands on the home dashboard', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const fetchMock = mockFetch({
      '/api/user/session': json({ message: 'Unauthorized' }, 401),
      'POST /api/auth/password-check': json({ acceptable: true, message: null }),
      'POST /api/auth/register': () => answer.promise,
      // After the 202 the page signs in with the password just chosen.
      'POST /api/auth/login': json(makeUser({ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' })),
      '/api/user/stats': json(emptyStats),
      '/api/tournaments': json([]),
      '/api/user/tournaments': json([]),
    });
    renderApp('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('State or province'), 'US-CA');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a sturdy passphrase 2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    // The app sends a JSON string; anything else fails JSON.parse.
    const body = JSON.parse(fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')?.[1]?.body as string);
    expect(body).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      password: 'a sturdy passphrase 2026',
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    });

    answer.resolve(json({ message: 'Check your email: we sent a message to this address.' }, 202));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam' })).toBeInTheDocument();
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // The whole app: the sign-in and home pages load as their own chunks on the way.
  }, 20_000);

  it('shows "Registration failed" with the server message and keeps the form', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/password-check': json({ acceptable: true, message: null }),
      'POST /api/auth/register': json({ message: 'An account with this email already exists' }, 409),
    });
    renderWithProviders(<AuthTabs />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('State or province'), 'US-CA');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a sturdy passphrase 2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
  });

  async function fillSignUp(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('State or province'), 'US-CA');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('shows the server’s sentence for a common password and does not submit', async () => {
    const user = userEvent.setup();
    const common = 'This password is too common or easy to guess. Try a longer phrase of unrelated words.';
    const fetchMock = mockFetch({ 'POST /api/auth/password-check': json({ acceptable: false, message: common }) });
    renderWithProviders(<AuthTabs />);
    await fillSignUp(user, 'sam@example.com', 'password');

    expect(await screen.findByRole('alert')).toHaveTextContent(common);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(false);
  });

  it('shows the password’s problem as soon as the field is left', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderWithProviders(<AuthTabs />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
  });

  it.each([
    ['        ', 'Password cannot be only spaces.'],
    ['SAM@example.com', 'Password must not be your email address.'],
  ])('refuses %j before asking anyone', async (password, message) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderWithProviders(<AuthTabs />);
    await fillSignUp(user, 'sam@example.com', password);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is missing as each field is left, and sends nothing while something is', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderWithProviders(<AuthTabs />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByLabelText('First Name'));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'sam.example.com');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'Sam');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
