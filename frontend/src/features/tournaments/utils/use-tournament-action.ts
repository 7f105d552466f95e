import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentDetail } from '@/types/api';
import { tournamentQueryKey } from '../api/get-tournament';
import { invalidateTournamentData } from './invalidate-tournament-data';
import { normalizeTournament } from './normalize-tournament';

export interface ActionCallbacks<TAnswer, TInput = unknown> {
  onSuccess?: (answer: TAnswer, input: TInput) => void;
  onError?: (error: Error) => void;
}

/** A tournament answer carries its slots; an invitation answer (also with id and status) does not. */
function isTournament(answer: unknown): answer is TournamentDetail {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'id' in answer &&
    'participants' in answer &&
    Array.isArray(answer.participants)
  );
}

/**
 * A tournament command: the answer (the tournament after the change) is shown at once, then every
 * query the change can touch is refetched (tournament, lists, session balance, stats).
 */
export function useTournamentAction<TInput, TAnswer = TournamentDetail>(
  id: string | number,
  mutationFn: (input: TInput) => Promise<TAnswer>,
  { onSuccess, onError }: ActionCallbacks<TAnswer, TInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, input) => {
      if (isTournament(answer)) queryClient.setQueryData(tournamentQueryKey(id), normalizeTournament(answer));
      void invalidateTournamentData(queryClient);
      onSuccess?.(answer, input);
    },
    onError,
  });
}
