import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { RatingQuestionnairePage } from './rating-questionnaire-page';

describe('rating questionnaire', () => {
  it('sends every answer of the seed questionnaire and goes to the profile', async () => {
    const fetchMock = mockFetch({ 'PUT /api/user/rating': json({}), '/api/user/session': json(makeUser()) });
    const user = userEvent.setup();
    renderWithProviders(<RatingQuestionnairePage />, { path: '/rating-questionnaire' });
    await user.selectOptions(screen.getByLabelText('Padel level'), '5');
    await user.selectOptions(screen.getByLabelText('Pickleball level'), '0');
    await user.selectOptions(screen.getByLabelText('Main sport'), 'both');
    await user.selectOptions(screen.getByLabelText('Years playing'), '7');
    await user.selectOptions(screen.getByLabelText('Preferred side'), 'left');
    await user.selectOptions(screen.getByLabelText('How often you play'), 'monthly');
    await user.selectOptions(screen.getByLabelText('Competition experience'), 'regional');
    await user.selectOptions(screen.getByLabelText('Rated before by'), 'playtomic');
    await user.click(screen.getByRole('button', { name: 'Save my rating' }));
    expect(await screen.findByText('Rating Set!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = put?.[1]?.body;
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toEqual({
      padelLevel: 5,
      pickleballLevel: 0,
      primarySport: 'both',
      yearsPlaying: 7,
      preferredPosition: 'left',
      playingFrequency: 'monthly',
      competitiveExperience: 'regional',
      previousRatingSystem: 'playtomic',
    });
    // The navigation follows the toast: wait for the location instead of reading it right away.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });
});
