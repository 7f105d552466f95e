import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClockIcon, InfoIcon, TrophyIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';
import { useConfirmResult } from '../../api/confirm-result';
import { useDisputeResult } from '../../api/dispute-result';
import { formatSetScores } from '../../utils/result-form';
import { canAnswerResult, reporterTeamOf, teamLabel, type Viewer } from '../../utils/tournament-view';
import { notifyActionError } from './notify-error';
import { ReportResultForm } from './report-result-form';

function AnswerResult({ tournament }: { tournament: TournamentDetail }) {
  const navigate = useNavigate();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = tournament.id;

  const confirm = useConfirmResult(id, {
    onSuccess: () =>
      toast({
        title: 'Result Confirmed',
        description: 'The tournament is settled and prizes are paid to the winners.',
      }),
    onError: (err) => notifyActionError(err, 'Confirm Failed', navigate),
  });
  const dispute = useDisputeResult(id, {
    onSuccess: () => {
      setDisputing(false);
      toast({ title: 'Result Disputed', description: 'An admin will review the match and decide.' });
    },
    onError: (err) => notifyActionError(err, 'Dispute Failed', navigate),
  });
  const busy = confirm.isPending || dispute.isPending;

  const onDispute = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError('Please give a reason for the dispute');
      return;
    }
    setError(null);
    dispute.mutate({ reason: text });
  };

  return (
    <div className="stack">
      <div className="action-row">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming...' : 'Confirm Result'}
        </button>
        {!disputing && (
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setDisputing(true)}>
            Dispute
          </button>
        )}
      </div>
      {disputing && (
        <form className="form" onSubmit={onDispute} noValidate aria-label="Dispute the result">
          <div className="field">
            <label htmlFor="dispute-reason">Reason for dispute</label>
            <textarea
              id="dispute-reason"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'dispute-error' : undefined}
            />
            {error && (
              <span id="dispute-error" className="field__error" role="alert">
                {error}
              </span>
            )}
          </div>
          <div className="action-row">
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setDisputing(false)}>
              Cancel
            </button>
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {dispute.isPending ? 'Sending...' : 'Submit Dispute'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The live match: report (participants), then the reported result with confirm/dispute or its status. */
export function ResultPanel({ tournament, viewer }: { tournament: TournamentDetail; viewer: Viewer }) {
  const result = tournament.result;
  if (tournament.status !== 'in_progress') return null;

  if (!result) {
    if (viewer.participant) return <ReportResultForm tournament={tournament} />;
    return (
      <section className="card status-card" aria-label="Match status">
        <ClockIcon size={18} /> <span>The match is being played. The result will appear here once it is reported.</span>
      </section>
    );
  }

  const deadline = formatDateTime(result.confirmDeadline);
  const reporter = reporterTeamOf(tournament);
  const summary = `${teamLabel(result.winningTeam)} won ${formatSetScores(result.setScores)}`;

  return (
    <section className="card stack" aria-labelledby="result-title">
      <h2 id="result-title" className="card__title">
        Result
      </h2>
      <p className="result-summary">
        <TrophyIcon size={18} /> <span>{summary}</span>
        {reporter && <span className="muted small"> · reported by {teamLabel(reporter)}</span>}
      </p>
      {result.status === 'disputed' ? (
        <div className="notice" role="status">
          <InfoIcon size={18} />
          <span>
            Disputed — an admin will decide.
            {result.disputeReason && <> Reason: “{result.disputeReason}”</>}
          </span>
        </div>
      ) : result.status === 'reported' && canAnswerResult(tournament, viewer) ? (
        <>
          <p className="muted">
            Is this right? Confirm to settle the tournament and pay the winners, or dispute it for an admin to decide.
            {deadline && <> It confirms automatically at {deadline}.</>}
          </p>
          <AnswerResult tournament={tournament} />
        </>
      ) : result.status === 'reported' ? (
        <p className="status-line" role="status">
          <ClockIcon size={16} /> Waiting for the other team to confirm
          {deadline ? ` — confirms automatically at ${deadline}` : ''}
        </p>
      ) : (
        <p className="status-line" role="status">
          Result {result.status}. Settling the tournament...
        </p>
      )}
    </section>
  );
}
