import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { User } from '@/types/api';
import { CreateTournamentPage } from './create-tournament-page';

/** A month ahead: within the server's 365 days. */
const START_DATE = (() => {
  const d = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
})();

function renderPage(user: User | null = makeUser()) {
  return renderWithProviders(<CreateTournamentPage user={user} />, { path: '/create-tournament' });
}

async function fillDetails(
  values: { name?: string; sport?: string; location?: string; fee?: string; courtFee?: string } = {},
) {
  const user = userEvent.setup();
  const { name = '  Friday Doubles  ', sport = 'padel', location = '  Downtown Club ', fee = '10', courtFee } = values;
  if (name) await user.type(screen.getByLabelText('Tournament Name'), name);
  if (sport) await user.selectOptions(screen.getByLabelText('Sport'), sport);
  if (location) await user.type(screen.getByLabelText('Location'), location);
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: START_DATE } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18:30' } });
  if (fee) await user.type(screen.getByLabelText('Entry Fee'), fee);
  if (courtFee) await user.type(screen.getByLabelText('Court Fee'), courtFee);
  return user;
}

describe('Create Tournament, step 1', () => {
  it('shows every required-field message and stays on step 1', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Tournament name is required');
    for (const message of [
      'Tournament name is required',
      'Please select a game',
      'Entry fee is required',
      'Start date is required',
      'Start time is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Tournament Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Team Preview' })).not.toBeInTheDocument();
  });

  it('rejects a malformed fee, a malformed court fee, and a past start', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Tournament Name'), 'X');
    await user.selectOptions(screen.getByLabelText('Sport'), 'pickleball');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2001-01-01' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:00' } });
    await user.type(screen.getByLabelText('Entry Fee'), '10.505');
    await user.type(screen.getByLabelText('Court Fee'), '0.105');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid entry fee format')).toBeInTheDocument();
    expect(screen.getByText('Invalid court fee format')).toBeInTheDocument();
    expect(screen.getByText('Start time must be in the future')).toBeInTheDocument();
  });

  it('shows a field message as soon as it is left, before Continue', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Entry Fee'), '1e3');
    expect(screen.queryByText('Invalid entry fee format')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid entry fee format')).toBeInTheDocument();
    expect(screen.getByLabelText('Entry Fee')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Entry Fee'));
    await user.type(screen.getByLabelText('Entry Fee'), '12.50');
    await waitFor(() => expect(screen.queryByText('Invalid entry fee format')).not.toBeInTheDocument());
    expect(screen.queryByText('Tournament name is required')).not.toBeInTheDocument();
  });

  it('shows the live pool breakdown in cents: $10.00 -> 40.00 / 2.00 / 38.00 / 19.00', async () => {
    const user = userEvent.setup();
    renderPage();
    const breakdown = screen.getByTestId('pool-breakdown');
    await user.type(screen.getByLabelText('Entry Fee'), '10');
    expect(breakdown).toHaveTextContent('Entry fee per player$10.00');
    expect(breakdown).toHaveTextContent('Entry fees (4 players)$40.00');
    expect(breakdown).toHaveTextContent('Platform fee (5%)-$2.00');
    expect(breakdown).toHaveTextContent('Paid to the winning pair$38.00');
    expect(breakdown).toHaveTextContent('Prize (each winner)$19.00');
    expect(breakdown).toHaveTextContent('Total per player$10.00');

    await user.clear(screen.getByLabelText('Entry Fee'));
    await user.type(screen.getByLabelText('Entry Fee'), '0.33');
    expect(breakdown).toHaveTextContent('Entry fees (4 players)$1.32');
    expect(breakdown).toHaveTextContent('Platform fee (5%)-$0.07');
    expect(breakdown).toHaveTextContent('Prize (each winner)$0.63 / $0.62');

    await user.type(screen.getByLabelText('Court Fee'), '40');
    await user.clear(screen.getByLabelText('Entry Fee'));
    await user.type(screen.getByLabelText('Entry Fee'), '25');
    expect(breakdown).toHaveTextContent('Court share per player$10.00');
    expect(breakdown).toHaveTextContent('Total per player$35.00');
  });
});

describe('Create Tournament, step 2 and submit', () => {
  it('previews the teams with the creator as Team A Player 1, and Back keeps the values', async () => {
    mockFetch({});
    renderPage(makeUser({ firstName: 'Alex', lastName: 'Rivera', padelRating: '4.9' }));
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Team Preview' })).toBeInTheDocument();
    const teamA = screen.getByRole('region', { name: 'Team A' });
    expect(within(teamA).getAllByRole('listitem')[0]).toHaveTextContent('Player 1Alex Rivera YouRating 4.9');
    expect(within(teamA).getAllByRole('listitem')[1]).toHaveTextContent('Player 2Invite players');
    expect(within(screen.getByRole('region', { name: 'Team B' })).getAllByText('Invite players')).toHaveLength(2);
    expect(screen.getByText('Friday Doubles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Tournament Name')).toHaveValue('  Friday Doubles  ');
    expect(screen.getByLabelText('Entry Fee')).toHaveValue(10);
  });

  it('posts the exact payload, then toasts and opens the new tournament', async () => {
    const fetchMock = mockFetch({ 'POST /api/tournaments': json({ id: '55', status: 'waiting' }, 201) });
    renderPage();
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));

    expect(await screen.findByText('Tournament Created!')).toBeInTheDocument();
    expect(screen.getByText('Your Padel doubles tournament is ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/55$/));

    const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/tournaments' && init?.method === 'POST');
    expect(call?.[1]).toMatchObject({ credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(call?.[1]?.body as string)).toStrictEqual({
      name: 'Friday Doubles',
      game: 'padel',
      location: 'Downtown Club',
      totalFeePerPlayer: '10.00',
      maxPlayers: 4,
      startTime: new Date(`${START_DATE}T18:30`).toISOString(),
    });
  });

  it('sends a missing location as null, and a court fee with the total per player', async () => {
    const fetchMock = mockFetch({ 'POST /api/tournaments': json({ id: 7 }, 201) });
    renderPage();
    const user = await fillDetails({ location: '', sport: 'pickleball', fee: '25', courtFee: '40' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    expect(await screen.findByText('Your Pickleball doubles tournament is ready')).toBeInTheDocument();
    const body = JSON.parse(fetchMock.mock.calls[0][1]?.body as string);
    expect(body).toMatchObject({ game: 'pickleball', location: null, totalFeePerPlayer: '35.00', courtFee: '40.00' });
  });

  it('shows an insufficient balance in the toast with an Add Funds button', async () => {
    mockFetch({
      'POST /api/tournaments': json(
        {
          message: 'Insufficient balance: you need $10.00 available to join this match.',
          code: 'WALLET.INSUFFICIENT_FUNDS',
          statusCode: 400,
        },
        400,
      ),
    });
    renderPage(makeUser({ balance: '5.00' }));
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Your wallet balance is lower than the $10.00');
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to create tournament: Insufficient balance: you need $10.00 available to join this match.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-tournament$/);
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deposit$/));
  });

  it('shows the server text of any other failure', async () => {
    mockFetch({ 'POST /api/tournaments': json({ message: 'Start time must be in the future' }, 400) });
    renderPage();
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    expect(
      await screen.findByText('Failed to create tournament: Start time must be in the future'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
  });

  it('refuses without a session: "Authentication Error"', async () => {
    const fetchMock = mockFetch({});
    renderPage(null);
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    expect(screen.getByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Authentication Required - Please log in to create tournaments')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
