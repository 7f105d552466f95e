import type { components } from '@/api/schema';
import {
  postWithIdempotencyKey,
  useIdempotencyKey,
  useStillWorking,
  type IdempotentPostOptions,
} from '@/lib/idempotency';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** The place chosen; the server would otherwise pick the first free one. */
export type JoinTournamentInput = Required<components['schemas']['JoinTournamentDto']>;

/** Paying the entry fee is a money action: sent with an Idempotency-Key, retried with it while in progress. */
export const joinTournament = (
  id: string | number,
  input: JoinTournamentInput,
  idempotencyKey: string,
  options?: IdempotentPostOptions,
) =>
  postWithIdempotencyKey<TournamentDetail>(
    `/api/tournaments/${encodeURIComponent(String(id))}/join`,
    input,
    idempotencyKey,
    options,
  );

export const useJoinTournament = (
  id: string | number,
  { onSuccess, onError }: ActionCallbacks<TournamentDetail, JoinTournamentInput> = {},
) => {
  const keys = useIdempotencyKey();
  const { stillWorking, onStillWorking, reset } = useStillWorking();
  const mutation = useTournamentAction(
    id,
    (input: JoinTournamentInput) => {
      reset();
      return joinTournament(id, input, keys.keyFor({ id, input }), { onStillWorking });
    },
    {
      onSuccess: (answer, input) => {
        keys.settle();
        reset();
        onSuccess?.(answer, input);
      },
      onError: (error) => {
        keys.settle(error);
        reset();
        onError?.(error);
      },
    },
  );
  return { ...mutation, stillWorking };
};
