import { Link } from 'react-router-dom';
import { formatMoney, centsFromApiOrZero } from '@/lib/money';
import type { TournamentHistoryItem } from '@/types/api';
import { RECENT_PERFORMANCE_COUNT } from '../utils/my-games';
import { PlacementBadge } from './placement-badge';

/** The last five completed tournaments, newest first (the history arrives in that order). */
export function RecentPerformance({ history }: { history: TournamentHistoryItem[] }) {
  const recent = history.slice(0, RECENT_PERFORMANCE_COUNT);
  return (
    <section className="section" aria-labelledby="recent-performance-title">
      <h2 id="recent-performance-title" className="section__title">
        Recent Performance
      </h2>
      {recent.length === 0 ? (
        <p className="muted">No completed tournaments yet. Your last five results will show here.</p>
      ) : (
        <ol className="performance-strip">
          {recent.map((item) => {
            const prize = centsFromApiOrZero(item.result?.prize);
            return (
              <li key={item.id}>
                <Link to={`/tournaments/${item.id}`} className="performance-chip">
                  <PlacementBadge placement={Number(item.result?.placement)} maxPlayers={item.maxPlayers} />
                  <span className="performance-chip__name">{item.name}</span>
                  <span className={prize > 0 ? 'text-green performance-chip__prize' : 'muted performance-chip__prize'}>
                    {prize > 0 ? `+$${formatMoney(item.result.prize)}` : 'No prize'}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
