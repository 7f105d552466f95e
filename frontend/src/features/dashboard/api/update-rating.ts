import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

export type SkillLevel = 1 | 2 | 3 | 4;

export interface RatingUpdate {
  padelLevel: number;
  pickleballLevel: number;
  primarySport: 'padel' | 'pickleball' | 'both';
  yearsPlaying: number;
  preferredPosition?: 'left' | 'right' | 'both';
  playingFrequency: 'weekly' | 'monthly' | 'occasionally' | 'new_player';
  competitiveExperience: 'none' | 'local' | 'regional' | 'national';
  previousRatingSystem?: 'playtomic' | 'club' | 'self_assessed' | 'none';
}

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
