import type { components } from '@/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

export type SkillLevel = 1 | 2 | 3 | 4;

export type RatingUpdate = components['schemas']['UpdateRatingDto'];

/** The home chooser only asks for a level; every other answer is fixed. */
export function quickRatingPayload(level: SkillLevel): RatingUpdate {
  return {
    padelLevel: level,
    pickleballLevel: level,
    primarySport: 'padel',
    yearsPlaying: 0,
    preferredPosition: 'both',
    playingFrequency: 'weekly',
    competitiveExperience: 'local',
    previousRatingSystem: 'none',
  };
}

export const updateRating = (input: RatingUpdate) => api.put<unknown>('/api/user/rating', input);

export const useUpdateRating = ({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRating,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      onSuccess?.();
    },
    onError,
  });
};
