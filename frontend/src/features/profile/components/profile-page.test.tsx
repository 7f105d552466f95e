import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { User } from '@/types/api';
import { ProfilePage } from './profile-page';

const stats = { tournamentsPlayed: 5, tournamentsWon: 2, winRate: 40, totalEarnings: '38.00', activeTournaments: 1 };

function renderProfile(
  user: User = makeUser({ city: 'Lahore', padelRating: '1.0' }),
  routes: Record<string, unknown> = {},
) {
  const fetchMock = mockFetch({
    '/api/user/user-1/stats': json(stats),
    '/api/user/user-1/transactions': json([
      {
        id: 't1',
        type: 'prize',
        amount: '19.00',
        description: 'Prize: Friday Doubles',
        status: 'completed',
        createdAt: '2030-06-02T10:00:00.000Z',
      },
      {
        id: 't2',
        type: 'entry_fee',
        amount: '10.00',
        description: 'Entry fee',
        status: 'completed',
        createdAt: '2030-06-01T10:00:00.000Z',
      },
    ]),
    '/api/user/user-1/tournaments': json([
      {
        id: 'a',
        name: 'Won One',
        game: 'padel',
        status: 'completed',
        winningTeam: 1,
        participants: [{ userId: 'user-1', teamNumber: 1, position: 1 }],
        prizePool: '38.00',
        currentPlayers: 4,
        maxPlayers: 4,
        location: null,
        courtFee: null,
        totalFeePerPlayer: null,
        entryFee: null,
        startTime: null,
      },
      {
        id: 'b',
        name: 'Lost One',
        game: 'padel',
        status: 'completed',
        winningTeam: 2,
        participants: [{ userId: 'user-1', teamNumber: 1, position: 1 }],
        prizePool: '38.00',
        currentPlayers: 4,
        maxPlayers: 4,
        location: null,
        courtFee: null,
        totalFeePerPlayer: null,
        entryFee: null,
        startTime: null,
      },
    ]),
    ...routes,
  });
  renderWithProviders(<ProfilePage user={user} />, { path: '/profile' });
  return fetchMock;
}

describe('Player Profile', () => {
  it('shows the hero card with initials, the default rating and the stats', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Player Profile' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Player summary' });
    expect(hero).toHaveTextContent('AR');
    expect(hero).toHaveTextContent('Alex Rivera');
    expect(hero).toHaveTextContent('Rating 1.0/10.0');
    expect(hero).toHaveTextContent('Lahore');
    expect(await within(hero).findByText('$38.00')).toBeInTheDocument();
    expect(hero).toHaveTextContent('Tournaments Won2');
    expect(hero).toHaveTextContent('Win Rate40%');
    expect(hero).toHaveTextContent('Total Played5');
  });

  it('has Overview, Earnings and Tournaments tabs', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Active Now')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Balance$125.50');

    await user.click(screen.getByRole('tab', { name: 'Earnings' }));
    const earnings = screen.getByRole('tabpanel');
    expect(earnings).toHaveTextContent('1st Place Wins2');
    expect(earnings).toHaveTextContent('Runner-up3');
    expect(await within(earnings).findByText('Prize: Friday Doubles')).toBeInTheDocument();
    expect(earnings).not.toHaveTextContent('Entry fee');

    await user.click(screen.getByRole('tab', { name: 'Tournaments' }));
    const items = await within(screen.getByRole('tabpanel')).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Won One');
    expect(items[0]).toHaveTextContent('Won');
    expect(items[1]).toHaveTextContent('Participated');
  });

  it('keeps the form read-only until Edit, validates, and Cancel puts the values back', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    // The address changes on the Security page only (current password, a link to the new address).
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/security');
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Bio must be less than 500 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/profile')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('saves with PUT /api/user/profile, toasts, and leaves edit mode', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile(undefined, {
      'PUT /api/user/profile': json(makeUser({ city: 'Karachi' })),
      '/api/user/session': json(makeUser({ city: 'Karachi' })),
    });
    await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), '  Karachi ');
    await user.type(screen.getByLabelText('Phone'), '03001234567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/profile');
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(call?.[1]?.body as string)).toStrictEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      phone: '03001234567',
      city: 'Karachi',
      bio: '',
    });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it.each([
    [json({ message: 'Email already in use' }, 409), 'Email already in use'],
    [new Response('<html>oops</html>', { status: 502 }), 'Failed to update profile'],
  ])('shows "Error" with the message or the fallback', async (answer, text) => {
    const user = userEvent.setup();
    renderProfile(undefined, { 'PUT /api/user/profile': answer });
    await user.click(screen.getByRole('tab', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('uploads a chosen photo as multipart and shows the photo once the session has it', async () => {
    const fetchMock = renderProfile(undefined, {
      'PUT /api/user/photo': json({ profileImageUrl: '/api/users/user-1/photo?v=p1' }),
    });
    const hero = screen.getByRole('region', { name: 'Player summary' });
    await userEvent.click(within(hero).getByRole('button', { name: 'Upload photo' }));
    expect(await within(hero).findByRole('alert')).toHaveTextContent('Please choose a photo first.');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(hero).getByLabelText(/Add a photo/), photo);
    await userEvent.click(within(hero).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/photo');
    expect(call?.[1]?.method).toBe('PUT');
    const body = call?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.jpg');
  });

  it('shows the photo instead of the initials when there is one, and refuses a photo over 5 MB before sending', async () => {
    const fetchMock = renderProfile(makeUser({ profileImageUrl: '/api/users/user-1/photo?v=p1' }));
    const hero = screen.getByRole('region', { name: 'Player summary' });
    expect(within(hero).getByRole('img', { name: 'Photo of Alex Rivera' })).toHaveAttribute(
      'src',
      '/api/users/user-1/photo?v=p1',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(hero).getByLabelText(/Change your photo/), big);
    await userEvent.click(within(hero).getByRole('button', { name: 'Upload photo' }));
    expect(await within(hero).findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/photo')).toBe(false);
  });
});
