import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@/components/ui/empty-state';
import { InfoIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorCode, getErrorStatus } from '@/lib/errors';
import type { SlotPosition, TeamNumber, User } from '@/types/api';
import { useJoinTournament } from '../../api/join-tournament';
import { useTournament } from '../../api/get-tournament';
import { isFull, teamLabel, viewerOf } from '../../utils/tournament-view';
import { InvitePanel } from './invite-panel';
import { MoneyBreakdown } from './money-breakdown';
import { notifyActionError } from './notify-error';
import { RatingReceipts } from './rating-receipts';
import { ResultPanel } from './result-panel';
import { RulingPanel } from './ruling-panel';
import { SettlementPanel } from './settlement-panel';
import { TeamSlots } from './team-slots';
import { TournamentActions } from './tournament-actions';
import { TournamentHeader } from './tournament-header';
import { WaitlistPanel } from './waitlist-panel';
import '../tournaments.css';
import './tournament-detail.css';
import { cancellationReasonSentence } from '../../utils/cancellation-reason';

function NotFound() {
  return <NotFoundPage title="Tournament not found" description="It may have been removed, or the link is wrong." />;
}

/** One tournament: teams and slots, money, and the actions of its lifecycle. Nothing polls; every action refetches. */
export function TournamentDetailPage({ id, user }: { id: string; user: User | null }) {
  const navigate = useNavigate();
  const tournament = useTournament(id);
  const join = useJoinTournament(id, {
    onSuccess: (_, slot) =>
      toast({ title: 'Joined!', description: `You're in ${teamLabel(slot.teamNumber)}, Player ${slot.position}.` }),
    onError: (error) => {
      // A second click after a join that went through: the place is ours, so say so, not "failed".
      if (getErrorCode(error) === 'TOURNAMENT.ALREADY_JOINED') {
        void tournament.refetch();
        toast({ title: 'You are in', description: 'You already have a place in this match.' });
        return;
      }
      notifyActionError(error, 'Join Failed', navigate);
    },
  });
  const joining = join.isPending ? (join.variables ?? null) : null;

  if (tournament.isPending) return <PageSpinner label="Loading tournament..." />;
  if (tournament.isError) {
    const status = getErrorStatus(tournament.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <section className="container page">
        <div className="card not-found">
          <h1>Couldn't load this tournament</h1>
          <p className="muted">Please check your connection and try again.</p>
          <button type="button" className="btn btn--outline" onClick={() => void tournament.refetch()}>
            Try Again
          </button>
        </div>
      </section>
    );
  }

  const t = tournament.data;
  const viewer = viewerOf(t, user?.id);
  const canJoin = viewer.signedIn && viewer.participant === null && t.status === 'waiting';
  const onJoin = (teamNumber: TeamNumber, position: SlotPosition) => {
    if (!join.isPending) join.mutate({ teamNumber, position });
  };

  return (
    <div className="container page tournament-page">
      <TournamentHeader tournament={t} />
      {t.status === 'cancelled' && (
        <div className="notice" role="status">
          <InfoIcon size={18} />{' '}
          <span>
            This tournament was cancelled. Every entry fee was refunded to the players' wallets.
            {cancellationReasonSentence(t.cancellationReason) && (
              <> {cancellationReasonSentence(t.cancellationReason)}</>
            )}
            {t.cancellationNote && <> In their words: “{t.cancellationNote}”</>}
          </span>
        </div>
      )}
      <div className="tournament-page__grid">
        <div className="stack">
          <TeamSlots
            tournament={t}
            userId={user?.id ?? null}
            canJoin={canJoin}
            joining={joining}
            stillWorking={join.stillWorking}
            onJoin={onJoin}
          />
          <TournamentActions tournament={t} viewer={viewer} />
          <ResultPanel tournament={t} viewer={viewer} />
          <RulingPanel tournament={t} />
          <SettlementPanel tournament={t} />
          <RatingReceipts tournament={t} />
        </div>
        <aside className="stack">
          <MoneyBreakdown tournament={t} />
          {/* A full match has no place to invite anyone to. */}
          {t.status === 'waiting' && viewer.participant && !isFull(t) && <InvitePanel tournamentId={t.id} />}
          <WaitlistPanel tournament={t} />
        </aside>
      </div>
    </div>
  );
}
