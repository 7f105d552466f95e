import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedList } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { teamLabel } from '@/lib/team-label';
import { useCancelTournament } from '../api/cancel-tournament';
import { useDeclareWinner } from '../api/declare-winner';
import { useDisputedTournaments } from '../api/get-disputed-tournaments';
import { useVoidMatch } from '../api/void-match';
import type { DisputedTournament } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';

type Ruling = { match: DisputedTournament } & ({ kind: 'winner'; team: 1 | 2 } | { kind: 'void' } | { kind: 'cancel' });

const failed = (error: Error) =>
  toast({ title: 'Ruling failed', description: getErrorMessage(error), variant: 'destructive' });

/** "3 h 05 min" since an instant, in whole minutes (no money here, so plain numbers are fine). */
export function frozenFor(since: string | null, now = Date.now()): string {
  if (!since) return 'unknown';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${rest} min`;
}

const teamNames = (match: DisputedTournament, team: number) =>
  match.players
    .filter((p) => p.teamNumber === team)
    .map((p) => p.name || p.email || p.userId)
    .join(' & ');

/** The disputed queue: both reports, who said what and when, how long the money is frozen; and the ruling. */
export function DisputesTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const queue = useDisputedTournaments(params);
  const declare = useDeclareWinner();
  const voidMatch = useVoidMatch();
  const cancel = useCancelTournament();
  const [ruling, setRulingState] = useState<Ruling | null>(null);
  const [score, setScore] = useState('');
  const setRuling = (next: Ruling | null) => {
    setRulingState(next);
    setScore('');
  };

  const done = (title: string) => () => {
    setRuling(null);
    toast({ title });
  };
  const submit = (reason: string) => {
    if (!ruling) return;
    const { match } = ruling;
    if (ruling.kind === 'winner') {
      const winner = match.players.find((p) => p.teamNumber === ruling.team);
      if (!winner) return;
      declare.mutate(
        { id: match.id, winnerId: winner.userId, score: score.trim(), reason },
        { onSuccess: done(`${teamLabel(ruling.team)} declared the winner; prizes paid.`), onError: failed },
      );
    } else if (ruling.kind === 'void') {
      voidMatch.mutate(
        { id: match.id, reason },
        { onSuccess: done('Match voided; every entry fee refunded.'), onError: failed },
      );
    } else {
      cancel.mutate({ id: match.id, reason }, { onSuccess: done('Tournament cancelled; refunded.'), onError: failed });
    }
  };

  return (
    <section className="card" aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">Disputed matches</h2>
      <SearchBox
        label="Search disputed matches"
        placeholder="Tournament name"
        onSearch={setSearch}
        sort={params.sort}
        defaultSort="oldest"
        onSort={setSort}
      />
      <PagedList query={queue} noun="disputes" empty="No disputed matches. Nothing is frozen." onPage={setPage}>
        {(items) => (
          <div style={{ display: 'grid', gap: '1rem' }}>
            {items.map((m) => (
              <article key={m.id} className="card admin-dispute" aria-label={`Dispute: ${m.name}`}>
                <header>
                  <h3>
                    <Truncate text={m.name} width="28rem" />
                  </h3>
                  <span>
                    <strong>${formatMoney(m.escrowed)}</strong> <span className="muted small">frozen in escrow</span>
                  </span>
                </header>
                <p className="small">
                  Frozen for <strong>{frozenFor(m.frozenSince)}</strong>
                  {m.frozenSince && <span className="muted"> (since {new Date(m.frozenSince).toLocaleString()})</span>}
                </p>
                <p className="small">
                  Team A: <Truncate text={teamNames(m, 1)} width="20rem" /> · Team B:{' '}
                  <Truncate text={teamNames(m, 2)} width="20rem" />
                </p>
                {m.report && (
                  <p className="small">
                    <strong>Report:</strong> <Truncate text={m.report.reportedBy?.name || m.report.reportedBy?.email} />{' '}
                    ({teamLabel(m.report.reporterTeam)}) says <strong>{teamLabel(m.report.winningTeam)} won</strong>{' '}
                    {m.report.setScores.map((s) => `${s.team1}-${s.team2}`).join(', ')}
                    {m.report.reportedAt && (
                      <span className="muted"> · {new Date(m.report.reportedAt).toLocaleString()}</span>
                    )}
                  </p>
                )}
                {m.dispute && (
                  <p className="small">
                    <strong>Dispute:</strong>{' '}
                    <Truncate text={m.dispute.disputedBy?.name || m.dispute.disputedBy?.email} /> says:{' '}
                    <q className="admin-pre">{m.dispute.reason}</q>
                    {m.dispute.disputedAt && (
                      <span className="muted"> · {new Date(m.dispute.disputedAt).toLocaleString()}</span>
                    )}
                  </p>
                )}
                <div className="admin-actions">
                  {([1, 2] as const).map((team) => (
                    <button
                      key={team}
                      type="button"
                      className="btn btn--primary btn--sm"
                      onClick={() => setRuling({ match: m, kind: 'winner', team })}
                    >
                      {teamLabel(team)} won
                    </button>
                  ))}
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    onClick={() => setRuling({ match: m, kind: 'void' })}
                  >
                    Void match
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--sm"
                    onClick={() => setRuling({ match: m, kind: 'cancel' })}
                  >
                    Cancel with refund
                  </button>
                </div>
              </article>
            ))}
          </div>
        )}
      </PagedList>
      {ruling && (
        <ConfirmDialog
          key={`${ruling.match.id}-${ruling.kind}`}
          title={
            ruling.kind === 'winner'
              ? `Declare ${teamLabel(ruling.team)} the winner`
              : ruling.kind === 'void'
                ? 'Void this match'
                : 'Cancel with refund'
          }
          confirmLabel={ruling.kind === 'winner' ? `Pay ${teamLabel(ruling.team)}` : 'Refund everyone'}
          destructive={ruling.kind !== 'winner'}
          pending={declare.isPending || voidMatch.isPending || cancel.isPending}
          onClose={() => setRuling(null)}
          reason={{ label: 'Reason (shown to the players)', required: true }}
          incomplete={ruling.kind === 'winner' && !score.trim()}
          onConfirm={submit}
        >
          <p>
            <Truncate text={ruling.match.name} width="100%" />
          </p>
          {ruling.kind === 'winner' ? (
            <>
              <p>
                ${formatMoney(ruling.match.prizePool)} goes to {teamNames(ruling.match, ruling.team)} (
                {teamLabel(ruling.team)}), ${formatMoney(ruling.match.platformFee)} platform fee.
              </p>
              <div className="field">
                <label htmlFor="ruling-score">Final score (Team A&apos;s games first)</label>
                <input
                  id="ruling-score"
                  required
                  autoComplete="off"
                  aria-describedby="ruling-score-hint"
                  value={score}
                  onChange={(e) => setScore(e.target.value)}
                />
                <p id="ruling-score-hint" className="muted small">
                  For example 4-6, 6-3, 5-7. It must show {teamLabel(ruling.team)} winning; the players see it with the
                  reason.
                </p>
              </div>
            </>
          ) : (
            <p>
              ${formatMoney(ruling.match.totalFeePerPlayer)} goes back to each of {teamNames(ruling.match, 1)} and{' '}
              {teamNames(ruling.match, 2)} (${formatMoney(ruling.match.escrowed)} in all).
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
