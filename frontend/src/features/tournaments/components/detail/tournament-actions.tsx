import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import type { TournamentDetail } from '@/types/api';
import { useCancelTournament } from '../../api/cancel-tournament';
import { useJoinWaitlist } from '../../api/join-waitlist';
import { useLeaveTournament } from '../../api/leave-tournament';
import { useStartTournament } from '../../api/start-tournament';
import { usd } from '@/lib/money';
import { feesOf, isFull, joinedCount, type Viewer } from '../../utils/tournament-view';
import { notifyActionError } from './notify-error';

/** Leave, Join Waitlist, Start and Cancel, each shown only to whom it applies. */
export function TournamentActions({ tournament, viewer }: { tournament: TournamentDetail; viewer: Viewer }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'leave' | 'cancel' | null>(null);
  const id = tournament.id;
  const price = usd(feesOf(tournament).totalPerPlayerCents);

  const leave = useLeaveTournament(id, {
    onSuccess: () => {
      setDialog(null);
      toast({ title: 'Left Tournament', description: `Your entry fee of ${price} is being refunded to your wallet.` });
    },
    onError: (error) => {
      setDialog(null);
      notifyActionError(error, 'Could Not Leave', navigate);
    },
  });
  const cancel = useCancelTournament(id, {
    onSuccess: () => {
      setDialog(null);
      toast({ title: 'Tournament Cancelled', description: 'Every entry fee is being refunded to the players.' });
    },
    onError: (error) => {
      setDialog(null);
      notifyActionError(error, 'Could Not Cancel', navigate);
    },
  });
  const waitlist = useJoinWaitlist(id, {
    onSuccess: () => toast({ title: 'Added to Waitlist', description: "We'll let you know if a slot opens up." }),
    onError: (error) => notifyActionError(error, 'Could Not Join Waitlist', navigate),
  });
  const start = useStartTournament(id, {
    onSuccess: () =>
      toast({ title: 'Tournament Started!', description: 'Good luck! Report the result when the match is over.' }),
    onError: (error) => notifyActionError(error, 'Could Not Start', navigate),
  });

  if (tournament.status !== 'waiting' || !viewer.signedIn) return null;

  const isParticipant = viewer.participant !== null;
  const canLeave = isParticipant && !viewer.isCreator;
  const canWaitlist = !isParticipant && isFull(tournament) && viewer.waitlistPlace === null;
  const allJoined = joinedCount(tournament) >= (tournament.maxPlayers || 4);
  const creator = viewer.isCreator;
  if (!canLeave && !canWaitlist && !creator && viewer.waitlistPlace === null) return null;

  return (
    <section className="card action-bar" aria-label="Tournament actions">
      {viewer.waitlistPlace !== null && (
        <p className="muted">
          You're <strong>#{viewer.waitlistPlace}</strong> on the waitlist. We'll notify you if a slot opens up.
        </p>
      )}
      {canWaitlist && (
        <>
          <p className="muted">This tournament is full.</p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={waitlist.isPending}
            onClick={() => waitlist.mutate()}
          >
            {waitlist.isPending ? 'Joining Waitlist...' : 'Join Waitlist'}
          </button>
        </>
      )}
      {creator && (
        <>
          {allJoined ? (
            <button
              type="button"
              className="btn btn--primary"
              disabled={start.isPending}
              onClick={() => start.mutate()}
            >
              {start.isPending ? 'Starting...' : 'Start Tournament'}
            </button>
          ) : (
            <p className="muted small">You can start the tournament once all 4 players have joined.</p>
          )}
          <button type="button" className="btn btn--outline" onClick={() => setDialog('cancel')}>
            Cancel Tournament
          </button>
        </>
      )}
      {canLeave && (
        <button type="button" className="btn btn--outline" onClick={() => setDialog('leave')}>
          Leave Tournament
        </button>
      )}

      <ConfirmDialog
        open={dialog === 'leave'}
        title="Leave this tournament?"
        description={`Your slot is freed and your entry fee of ${price} is refunded to your wallet.`}
        confirmLabel="Yes, Leave"
        cancelLabel="Stay"
        pending={leave.isPending}
        destructive
        onConfirm={() => leave.mutate()}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this tournament?"
        description="The tournament is called off and every player's entry fee, yours included, is refunded to their wallet."
        confirmLabel="Confirm Cancellation"
        cancelLabel="Keep Tournament"
        pending={cancel.isPending}
        destructive
        reason={{ label: 'Reason', required: false }}
        onConfirm={(reason) => cancel.mutate(reason ? { reason } : {})}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
