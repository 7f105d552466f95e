import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { InvitationView, User } from '@/types/api';
import { PENDING_INVITATION_KEY } from '../utils/pending-invitation';
import { AUTO_JOIN_DELAY_MS, InvitationPage } from './invitation-page';

const TOKEN = 'tok-123';
const URL = `/api/invitations/${TOKEN}`;

function invitation(overrides: Partial<InvitationView['tournament']> = {}): InvitationView {
  return {
    status: 'pending',
    tournament: {
      id: '12',
      name: 'Friday Doubles',
      status: 'waiting',
      game: 'padel',
      entryFee: '10.00',
      totalFeePerPlayer: '10.00',
      currentPlayers: 2,
      maxPlayers: 4,
      location: 'Downtown Club',
      startTime: '2026-12-04T18:30:00.000Z',
      ...overrides,
    },
    inviterName: 'Casey Creator',
    invitedName: 'Sam',
    // The API masks the invited contact (anyone holding the link sees this page).
    invitedEmail: 's***@e***.com',
    invitedPhone: '***-***-1234',
  };
}

function renderInvite(user: User | null, routes: Record<string, unknown> = {}) {
  const fetchMock = mockFetch({ [URL]: json(invitation()), ...routes });
  renderWithProviders(<InvitationPage token={TOKEN} user={user} />, { path: `/invite/${TOKEN}` });
  return fetchMock;
}

const accepted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === `${URL}/accept` && init?.method === 'POST').length;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('Invitation page', () => {
  it('shows the invitation to a visitor, who is sent to sign up with the token kept', async () => {
    const user = userEvent.setup();
    const fetchMock = renderInvite(null);
    expect(await screen.findByRole('heading', { name: "You're Invited to Join a Tournament!" })).toBeInTheDocument();
    expect(screen.getByText('Casey Creator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friday Doubles' })).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('Players joined').nextSibling).toHaveTextContent('2/4');
    expect(screen.getByText('Entry fee').nextSibling).toHaveTextContent('$10.00');
    // When and where, in the reader's own time.
    expect(screen.getByTestId('invitation-when')).toHaveTextContent(
      new Date('2026-12-04T18:30:00.000Z').toLocaleString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(screen.getByTestId('invitation-where')).toHaveTextContent('Downtown Club');
    expect(screen.getByText('s***@e***.com')).toBeInTheDocument();
    expect(screen.getByText('***-***-1234')).toBeInTheDocument();
    expect(screen.getByText('Entry fee will be charged when you confirm participation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Up & Join Tournament' }));
    expect(window.localStorage.getItem(PENDING_INVITATION_KEY)).toBe(TOKEN);
    expect(screen.getByText('Sign Up Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign up to join this tournament')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(accepted(fetchMock)).toBe(0);
  });

  it('lets a signed-in player join and opens the tournament', async () => {
    const user = userEvent.setup();
    const fetchMock = renderInvite(makeUser(), { [`POST ${URL}/accept`]: json({ tournamentId: '12' }) });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament ($10.00)' }));
    expect(await screen.findByText('Welcome to the Tournament!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/12$/));
    expect(accepted(fetchMock)).toBe(1);
  });

  it('shows a refused join as "Error" with the message', async () => {
    const user = userEvent.setup();
    renderInvite(makeUser(), { [`POST ${URL}/accept`]: json({ message: 'This tournament is full.' }, 409) });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament ($10.00)' }));
    expect(await screen.findByText('This tournament is full.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/invite/${TOKEN}`);
  });

  it('tells a player the link was meant for someone else', async () => {
    const user = userEvent.setup();
    const message = 'This invitation was sent to someone else. You can still join the match from its page.';
    renderInvite(makeUser(), { [`POST ${URL}/accept`]: json({ message, code: 'INVITATION.NOT_ADDRESSEE' }, 403) });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament ($10.00)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/invite/${TOKEN}`);
  });

  it('with too little money offers Add funds and join: keeps the token and opens the deposit page with what is missing', async () => {
    const user = userEvent.setup();
    renderInvite(makeUser({ balance: '4.00' }), {
      [`POST ${URL}/accept`]: json(
        { message: 'Insufficient balance: you need $10.00.', code: 'WALLET.INSUFFICIENT_FUNDS' },
        400,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Tournament ($10.00)' }));
    await user.click(await screen.findByRole('button', { name: 'Add funds and join' }));
    expect(window.localStorage.getItem(PENDING_INVITATION_KEY)).toBe(TOKEN);
    expect(screen.getByTestId('location')).toHaveTextContent('/deposit');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('after signing in, clears the stored token and joins by itself after 1 s', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(PENDING_INVITATION_KEY, TOKEN);
    const fetchMock = renderInvite(makeUser(), { [`POST ${URL}/accept`]: json({ tournamentId: '12' }) });
    const advance = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    };

    await advance(0);
    expect(window.localStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Friday Doubles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();

    await advance(AUTO_JOIN_DELAY_MS - 10);
    expect(accepted(fetchMock)).toBe(0);
    await advance(10);
    expect(accepted(fetchMock)).toBe(1);
    await advance(0);
    expect(screen.getByText('Welcome to the Tournament!')).toBeInTheDocument();
    // The router navigates in a transition; vi.waitFor advances the fake clock while it polls.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/12$/));
    expect(AUTO_JOIN_DELAY_MS).toBe(1000);
  });

  it('does not join by itself for another invitation, or for a visitor', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(PENDING_INVITATION_KEY, 'another-token');
    const fetchMock = renderInvite(makeUser());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(accepted(fetchMock)).toBe(0);
    expect(window.localStorage.getItem(PENDING_INVITATION_KEY)).toBe('another-token');
    expect(screen.getByRole('button', { name: 'Join Tournament ($10.00)' })).toBeEnabled();
  });

  it('says the tournament is closed when it no longer waits for players', async () => {
    mockFetch({ [URL]: json(invitation({ status: 'in_progress' })) });
    renderWithProviders(<InvitationPage token={TOKEN} user={makeUser()} />);
    expect(await screen.findByText('This tournament is no longer accepting new players.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Other Tournaments' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Join Tournament/ })).not.toBeInTheDocument();
  });

  it('says a used link has been used, instead of offering Join', async () => {
    mockFetch({ [URL]: json({ ...invitation(), status: 'accepted' }) });
    renderWithProviders(<InvitationPage token={TOKEN} user={makeUser()} />);
    expect(await screen.findByText('This invitation link has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the match' })).toHaveAttribute('href', '/tournaments/12');
    expect(screen.queryByRole('button', { name: /Join Tournament/ })).not.toBeInTheDocument();
  });

  it('shows one fee breakdown: entry + court share = what you pay', async () => {
    mockFetch({ [URL]: json(invitation({ entryFee: '20.00', totalFeePerPlayer: '30.00' })) });
    renderWithProviders(<InvitationPage token={TOKEN} user={makeUser()} />);
    expect(await screen.findByTestId('invitation-total')).toHaveTextContent('$30.00');
    expect(screen.getByText('Entry fee').nextElementSibling).toHaveTextContent('$20.00');
    expect(screen.getByText('Court fee (your share)').nextElementSibling).toHaveTextContent('$10.00');
    expect(screen.getByRole('button', { name: 'Join Tournament ($30.00)' })).toBeInTheDocument();
  });

  it('shows "Invalid Invitation" for an unknown link', async () => {
    mockFetch({ [URL]: json({ message: 'Invalid invitation' }, 404) });
    renderWithProviders(<InvitationPage token={TOKEN} user={null} />);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
    expect(screen.getByText('This invitation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
