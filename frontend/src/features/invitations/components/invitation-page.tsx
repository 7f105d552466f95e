import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CalendarIcon, MailIcon, MapPinIcon, PhoneIcon, UserIcon, UsersIcon } from '@/components/ui/icons';
import { NotFoundPage } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { SportBadge } from '@/components/ui/sport-icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { centsFromApiOrZero, formatCents, formatMoney, toAmountString } from '@/lib/money';
import { useMoneyRules } from '@/lib/money-rules';
import { isUnauthorizedError } from '@/lib/query-client';
import { formatDateTime, sportOf } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { clearPendingInvitation, readPendingInvitation, storePendingInvitation } from '../utils/pending-invitation';
import './invitation.css';

/** After signing in, the stored invitation is accepted this long after the page opens. */
export const AUTO_JOIN_DELAY_MS = 1000;

function InvalidInvitation() {
  return (
    <NotFoundPage
      title="Invalid Invitation"
      description="This invitation link is invalid or has expired."
      linkLabel="Go to Home"
    />
  );
}

/** Public page of an invitation link: anyone can see it; joining needs an account. */
export function InvitationPage({ token, user }: { token: string; user: User | null }) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const [autoJoin, setAutoJoin] = useState(false);
  const [tooLow, setTooLow] = useState(false);

  const accept = useAcceptInvitation({
    onSuccess: ({ tournamentId }) => {
      toast({ title: 'Welcome to the Tournament!', description: "You're in. Good luck!" });
      void navigate(`/tournaments/${tournamentId}`);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      // Not enough money: offer Add Funds, then come back and join (one flow), instead of a dead end.
      if (/INSUFFICIENT|insufficient/.test(error.message)) {
        setTooLow(true);
        return;
      }
      toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
  const { mutate: acceptMutate } = accept;

  // Back from signing up: the stored token is this invitation's, so it is used up and joined.
  useEffect(() => {
    if (!user || readPendingInvitation() !== token) return;
    clearPendingInvitation();
    // The token lives in sessionStorage (outside React) and is consumed here, so the state can only follow that read.
    // oxlint-disable-next-line react/set-state-in-effect
    setAutoJoin(true);
  }, [user, token]);

  useEffect(() => {
    if (!autoJoin) return;
    const timer = window.setTimeout(() => {
      setAutoJoin(false);
      acceptMutate(token);
    }, AUTO_JOIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoJoin, acceptMutate, token]);

  const moneyRules = useMoneyRules();
  if (invitation.isPending) return <PageSpinner label="Loading invitation..." />;
  if (invitation.isError || !invitation.data?.tournament) return <InvalidInvitation />;

  const { tournament, inviterName, invitedName, invitedEmail, invitedPhone } = invitation.data;
  const fee = formatMoney(tournament.totalFeePerPlayer ?? tournament.entryFee);
  // One fee breakdown everywhere: entry + court share = what you pay (integer cents).
  const entryCents = centsFromApiOrZero(tournament.entryFee);
  const totalCents = centsFromApiOrZero(tournament.totalFeePerPlayer ?? tournament.entryFee);
  const courtShareCents = totalCents - entryCents;
  const used = invitation.data.status === 'accepted';
  // What is missing, at least the server's minimum deposit (the deposit page checks it again).
  const missingCents = Math.max(moneyRules.data?.deposit.minCents ?? 0, totalCents - centsFromApiOrZero(user?.balance));
  const addFundsAndJoin = () => {
    storePendingInvitation(token);
    void navigate(`/deposit?amount=${toAmountString(missingCents)}&return=${encodeURIComponent(`/invite/${token}`)}`);
  };
  const open = tournament.status === 'waiting' && !used;
  const joining = accept.isPending || autoJoin;

  const onJoin = () => {
    if (user) {
      accept.mutate(token);
      return;
    }
    storePendingInvitation(token);
    toast({ title: 'Sign Up Required', description: 'Please sign up to join this tournament' });
    void navigate('/auth');
  };

  return (
    <section className="container page invitation">
      <div className="card invitation__card">
        <span className="icon-badge icon-badge--green icon-badge--lg">
          <UsersIcon />
        </span>
        <h1 className="invitation__title">You're Invited to Join a Tournament!</h1>
        <p className="muted">
          <strong>{inviterName || 'A player'}</strong> invited you to play.
        </p>

        <div className="invitation__tournament">
          <SportBadge game={tournament.game} />
          <div className="invitation__tournament-text">
            <h2 className="invitation__name">{tournament.name}</h2>
            <p className="muted small">{sportOf(tournament.game).label} doubles</p>
          </div>
          <StatusBadge status={tournament.status} />
        </div>

        <dl className="money-list invitation__facts">
          <div>
            <dt>Game</dt>
            <dd>{sportOf(tournament.game).label}</dd>
          </div>
          <div>
            <dt>Entry fee</dt>
            <dd>${formatCents(entryCents)}</dd>
          </div>
          {courtShareCents > 0 && (
            <div>
              <dt>Court fee (your share)</dt>
              <dd>${formatCents(courtShareCents)}</dd>
            </div>
          )}
          <div>
            <dt>You pay</dt>
            <dd data-testid="invitation-total">${fee}</dd>
          </div>
          <div>
            <dt>Players joined</dt>
            <dd>
              {tournament.currentPlayers}/{tournament.maxPlayers}
            </dd>
          </div>
          <div>
            <dt>When</dt>
            <dd data-testid="invitation-when">
              <time dateTime={tournament.startTime}>{formatDateTime(tournament.startTime)}</time>
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd data-testid="invitation-where">
              <MapPinIcon size={14} /> {tournament.location ?? 'Not set yet'}
            </dd>
          </div>
        </dl>

        {(invitedName || invitedEmail || invitedPhone) && (
          <div className="panel invitation__invited">
            <h3 className="panel__title">Invited as</h3>
            <ul className="meta-list">
              {invitedName && (
                <li>
                  <UserIcon size={14} /> {invitedName}
                </li>
              )}
              {invitedEmail && (
                <li>
                  <MailIcon size={14} /> {invitedEmail}
                </li>
              )}
              {invitedPhone && (
                <li>
                  <PhoneIcon size={14} /> {invitedPhone}
                </li>
              )}
            </ul>
          </div>
        )}

        {open && tooLow ? (
          <div className="invitation__join" role="alert">
            <p>
              Your balance is too low for this match (you pay ${fee}). Add funds and you will join automatically when
              you come back.
            </p>
            <button type="button" className="btn btn--primary btn--lg btn--block" onClick={addFundsAndJoin}>
              Add funds and join
            </button>
          </div>
        ) : open ? (
          <div className="invitation__join">
            <button type="button" className="btn btn--primary btn--lg btn--block" onClick={onJoin} disabled={joining}>
              {joining ? 'Joining...' : user ? `Join Tournament ($${fee})` : 'Sign Up & Join Tournament'}
            </button>
            <p className="muted small">
              <CalendarIcon size={14} /> Entry fee will be charged when you confirm participation
            </p>
          </div>
        ) : used ? (
          <div className="invitation__join">
            <p role="status">This invitation link has already been used.</p>
            <Link to={`/tournaments/${tournament.id}`} className="btn btn--outline">
              Open the match
            </Link>
          </div>
        ) : (
          <div className="invitation__join">
            <p>This tournament is no longer accepting new players.</p>
            <Link to="/" className="btn btn--outline">
              Browse Other Tournaments
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
