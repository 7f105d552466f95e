import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/tournaments';
import { useCorrectDateOfBirth, usePlayerEligibility } from '../api/player-eligibility';

/**
 * A player's eligibility as admins see it: level, place, limits and breaks, every change with who
 * made it and why, and the date-of-birth correction (the one change an admin makes, with a reason).
 */
export function PlayerEligibilityDialog({
  player,
  onClose,
}: {
  player: { id: string; email: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={player !== null}
      onClose={onClose}
      title={player ? `Eligibility of ${player.email}` : 'Eligibility'}
      size="lg"
    >
      {player ? <EligibilityBody userId={player.id} /> : null}
    </Dialog>
  );
}

function EligibilityBody({ userId }: { userId: string }) {
  const query = usePlayerEligibility(userId);
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError)
    return (
      <div role="alert">
        <p>{getErrorMessage(query.error, 'The eligibility could not be loaded.')}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const { eligibility: e, history } = query.data;
  return (
    <>
      <dl className="admin-eligibility">
        <dt>Level</dt>
        <dd>
          {e.kycLevel} ({e.kycStatus})
        </dd>
        <dt>Date of birth</dt>
        <dd>{e.dateOfBirth ?? 'not given'}</dd>
        <dt>Place</dt>
        <dd>
          {e.country ?? '—'} / {e.region ?? '—'}
          {e.restricted ? ' (paid play not offered there)' : ''}
        </dd>
        <dt>Deposit limits</dt>
        <dd>
          daily {e.limits.daily.amount ?? 'none'}, weekly {e.limits.weekly.amount ?? 'none'}, monthly{' '}
          {e.limits.monthly.amount ?? 'none'}
        </dd>
        <dt>Break</dt>
        <dd>
          {e.selfExcludedUntil
            ? `self-excluded until ${formatDateTime(e.selfExcludedUntil)}`
            : e.coolOffUntil
              ? `cool-off until ${formatDateTime(e.coolOffUntil)}`
              : 'none'}
        </dd>
      </dl>
      <h3>History</h3>
      {history.length === 0 ? (
        <p>No changes recorded.</p>
      ) : (
        <ol className="admin-eligibility__history">
          {history.map((entry, index) => (
            <li key={index}>
              {formatDateTime(entry.at)} · {entry.type}
              {entry.actorUserId ? ` · by ${entry.actorUserId.slice(0, 8)}` : ''}
              {entry.reason ? ` · “${entry.reason}”` : ''}
            </li>
          ))}
        </ol>
      )}
      <CorrectDateOfBirth userId={userId} />
    </>
  );
}

function CorrectDateOfBirth({ userId }: { userId: string }) {
  const correct = useCorrectDateOfBirth(userId);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(
      { dateOfBirth, reason: reason.trim() },
      {
        onSuccess: () => {
          setDateOfBirth('');
          setReason('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="form">
      <h3>Correct the date of birth</h3>
      <div className="field">
        <label htmlFor="dob-correction">Date of birth</label>
        <input
          id="dob-correction"
          type="date"
          required
          value={dateOfBirth}
          onChange={(event) => setDateOfBirth(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="dob-reason">Reason (the document you checked)</label>
        <input id="dob-reason" required value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      {correct.isError ? (
        <p role="alert" className="field__error">
          {getErrorMessage(correct.error, 'The correction could not be saved.')}
        </p>
      ) : null}
      {correct.isSuccess ? <p role="status">Corrected; the history shows it.</p> : null}
      <button
        type="submit"
        className="btn btn--primary btn--sm"
        disabled={correct.isPending || !dateOfBirth || !reason.trim()}
      >
        {correct.isPending ? 'Saving…' : 'Record the correction'}
      </button>
    </form>
  );
}
