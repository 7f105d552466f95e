import { formatRating, personName, sportOf } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';

function change(before: string, after: string): { text: string; tone: 'up' | 'down' | 'same' } {
  const diff = Math.round((Number.parseFloat(after) - Number.parseFloat(before)) * 10);
  if (!Number.isFinite(diff) || diff === 0) return { text: '±0.0', tone: 'same' };
  return diff > 0
    ? { text: `+${(diff / 10).toFixed(1)}`, tone: 'up' }
    : { text: `${(diff / 10).toFixed(1)}`, tone: 'down' };
}

/** Each player's rating before and after the match, and the win chance the rating gave their team. */
export function RatingReceipts({ tournament }: { tournament: TournamentDetail }) {
  if (tournament.ratingReceipts.length === 0) return null;
  const nameOf = (userId: string) => personName(tournament.participants.find((p) => p.userId === userId));
  return (
    <section className="card stack" aria-labelledby="ratings-title">
      <h2 id="ratings-title" className="card__title">
        Rating Changes
      </h2>
      <ul className="receipt-list">
        {tournament.ratingReceipts.map((receipt) => {
          const delta = change(receipt.before, receipt.after);
          return (
            <li key={receipt.userId} className="receipt">
              <span className="receipt__name">{nameOf(receipt.userId)}</span>
              <span className="receipt__sport muted small">{sportOf(receipt.sport).label}</span>
              <span className="receipt__rating">
                {formatRating(receipt.before)} → {formatRating(receipt.after)}{' '}
                <span className={`receipt__delta receipt__delta--${delta.tone}`}>{delta.text}</span>
              </span>
              <span className="muted small">Expected win chance {Math.round(receipt.expectedWinPercent)}%</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
