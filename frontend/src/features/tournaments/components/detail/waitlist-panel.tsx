import { personName } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';

export function WaitlistPanel({ tournament }: { tournament: TournamentDetail }) {
  if (tournament.waitlist.length === 0 || tournament.status !== 'waiting') return null;
  const line = [...tournament.waitlist].sort((a, b) => a.placeInLine - b.placeInLine);
  return (
    <section className="panel" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="panel__title">
        Waitlist
      </h2>
      <ol className="waitlist">
        {line.map((entry) => (
          <li key={entry.userId}>
            <span className="muted">#{entry.placeInLine}</span> {personName(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
