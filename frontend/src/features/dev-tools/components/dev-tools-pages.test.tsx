import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch, renderApp, renderWithProviders } from '@/testing/test-utils';
import { AuthTestPage } from './auth-test-page';
import { CreateTestUserPage } from './create-test-user-page';
import { TestHomePage } from './test-home-page';
import { TestLoginPage } from './test-login-page';

const testUser = {
  id: 'u-123',
  email: 'tess@example.test',
  firstName: 'Tess',
  lastName: 'Tester',
  balance: '125.50',
  padelRating: '7.4',
  skillLevel: 'advanced',
  yearsPlaying: 6,
  preferredPosition: 'left',
  favoriteGame: 'padel',
  isAdmin: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('developer test pages', () => {
  it('is routed, with the banner, when the server has its test tools on', async () => {
    mockFetch({ '/api/user/session': json({ message: 'Unauthorized' }, 401), '/api/config': { testTools: true } });
    renderApp('/test-login');
    expect(await screen.findByRole('heading', { name: 'Test Login' })).toBeInTheDocument();
    expect(screen.getByText('Developer tools — not available in production')).toBeInTheDocument();
    expect(screen.getByText('admin@demo.courtcash.test')).toBeInTheDocument();
    // No password is published: the demo passwords are random and printed by the server only.
    expect(screen.getByRole('region', { name: 'Test credentials' })).not.toHaveTextContent(/demo-|password:/i);
  });

  it.each([
    ['the test tools are off (production, or NODE_ENV unset)', { '/api/config': { testTools: false } }],
    ['the server cannot say (fails closed)', { '/api/config': json({ message: 'Server error' }, 500) }],
  ])('every test page is a 404 with no credentials box when %s', async (_name, routes) => {
    for (const path of ['/test-login', '/test-home', '/create-test-user', '/auth-test']) {
      mockFetch({ '/api/user/session': json({ message: 'Unauthorized' }, 401), ...routes });
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText('Developer tools — not available in production')).not.toBeInTheDocument();
      expect(screen.queryByText('Test credentials')).not.toBeInTheDocument();
      expect(screen.queryByText('admin@demo.courtcash.test')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('test login: pending label, failure toast with the server message, success to /test-home', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    let attempt = 0;
    const fetchMock = mockFetch({
      'POST /api/test/login': () =>
        ++attempt === 1 ? json({ message: 'Invalid email or password.' }, 401) : pending.promise,
    });
    renderWithProviders(<TestLoginPage />, { path: '/test-login' });
    await user.type(screen.getByLabelText('Email'), 'ana@demo.courtcash.test');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.resolve(json({ ...testUser }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-home'));
    expect(JSON.parse(fetchMock.mock.calls[1][1]!.body as string)).toEqual({
      email: 'ana@demo.courtcash.test',
      password: 'nope-nope',
    });
  });

  it('test home: signed out asks to log in', async () => {
    mockFetch({ '/api/test/user': json({ message: 'Unauthorized' }, 401), '/api/tournaments': [] });
    renderWithProviders(<TestHomePage />, { path: '/test-home' });
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Test Login' })).toHaveAttribute('href', '/test-login');
  });

  it('test home: user and rating cards, first tournament link, log out to /test-login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/test/user': testUser,
      '/api/tournaments': [{ id: 't-9' }, { id: 't-10' }],
      'POST /api/test/logout': { ok: true },
    });
    renderWithProviders(<TestHomePage />, { path: '/test-home' });
    expect(await screen.findByText('u-123')).toBeInTheDocument();
    expect(screen.getByText('$125.50')).toBeInTheDocument();
    expect(screen.getByText('7.4 / 10.0')).toBeInTheDocument();
    expect(screen.getByText('advanced')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Tournament' })).toHaveAttribute('href', '/tournaments/t-9');
    expect(screen.getByRole('link', { name: 'Create Test User' })).toHaveAttribute('href', '/create-test-user');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/test/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('create test user: sends the balance as "50.00", shows the created name; a 400 is an Error toast', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    let attempt = 0;
    const fetchMock = mockFetch({
      'POST /api/test/create-user': () =>
        ++attempt === 1 ? json({ message: 'Password must be at least 8 characters.' }, 400) : pending.promise,
    });
    renderWithProviders(<CreateTestUserPage />, { path: '/create-test-user' });
    await user.type(screen.getByLabelText('Email'), 'tess@example.test');
    await user.type(screen.getByLabelText('First name'), 'Tess');
    await user.type(screen.getByLabelText('Last name'), 'Tester');
    await user.type(screen.getByLabelText('Password (8+ characters)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('button', { name: 'Creating User...' })).toBeDisabled();
    pending.resolve(json(testUser, 201));
    expect(await screen.findByTestId('created-user')).toHaveTextContent(
      'Created Tess Tester (tess@example.test) with a balance of $125.50.',
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      email: 'tess@example.test',
      firstName: 'Tess',
      lastName: 'Tester',
      password: 'short',
      balance: '50.00',
      padelRating: 50,
      skillLevel: 'intermediate',
      yearsPlaying: 2,
      preferredPosition: 'both',
      favoriteGame: 'padel',
    });
  });

  it('auth test: login result, then the session 500 ms later; a network failure is a toast', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = mockFetch({
      'POST /api/auth/login': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return json({ id: 'u-1', email: 'a@b.test' });
      },
      '/api/user/session': json({ id: 'u-1', email: 'a@b.test', firstName: 'Ana' }),
    });
    renderWithProviders(<AuthTestPage />, { path: '/auth-test' });
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.type(screen.getByLabelText('Password'), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Test Login' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Test Login' }));
    await waitFor(() => expect(screen.getByTestId('auth-test-result')).toHaveTextContent('Login (200)'));
    expect(screen.getByTestId('auth-test-result')).not.toHaveTextContent('Session');
    await waitFor(() => expect(screen.getByTestId('auth-test-result')).toHaveTextContent('"firstName": "Ana"'));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/session', expect.objectContaining({ method: 'GET' }));
  });
});
