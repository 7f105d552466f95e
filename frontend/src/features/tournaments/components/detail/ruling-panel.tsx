import { InfoIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';
import { teamLabel } from '../../utils/tournament-view';

/** The admin's ruling, as the players read it: what was decided, by whom, when and why. */
export function RulingPanel({ tournament }: { tournament: TournamentDetail }) {
  const ruling = tournament.ruling;
  if (!ruling) return null;
  const decision =
    ruling.kind === 'voided'
      ? 'An admin voided this match. Every entry fee and court share was refunded.'
      : `An admin declared ${ruling.winningTeam ? teamLabel(ruling.winningTeam) : 'the winner'} the winner` +
        (ruling.score ? `, ${ruling.score} (Team A's games first).` : '.');
  return (
    <section className="card stack" aria-labelledby="ruling-title">
      <h2 id="ruling-title" className="card__title">
        Admin ruling
      </h2>
      <div className="notice" role="status">
        <InfoIcon size={18} />
        <span>
          {decision}
          {ruling.reason && <> Reason: “{ruling.reason}”</>}
        </span>
      </div>
      <p className="muted small">
        Ruled by {ruling.by.name} · {formatDateTime(ruling.at)}
      </p>
    </section>
  );
}
