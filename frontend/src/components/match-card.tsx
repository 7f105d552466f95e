import { Link } from 'react-router-dom';
import { CalendarIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';
import { SportBadge } from '@/components/ui/sport-icon';
import { centsFromApi, centsFromApiOrZero, formatCents, formatMoney, shareRoundedUp } from '@/lib/money';
import { formatDateTime, sportOf } from '@/lib/tournaments';
import type { Tournament } from '@/types/api';

/** A joinable match: sport, players, where and when, court share, prize and total per player. Home and My Tournaments share it. */
export function MatchCard({ match }: { match: Tournament }) {
  const sport = sportOf(match.game);
  const start = formatDateTime(match.startTime);
  // The server sends each player's court share; older answers only the fee, split by the server's rule (rounded up).
  const courtShareCents =
    match.courtFeePerPlayer != null
      ? centsFromApi(match.courtFeePerPlayer)
      : shareRoundedUp(centsFromApiOrZero(match.courtFee), match.maxPlayers);
  return (
    <article className="match-card" aria-label={match.name}>
      <header className="match-card__header">
        <SportBadge game={match.game} />
        <div className="match-card__heading">
          <h3 className="match-card__name">{match.name}</h3>
          <span className="match-card__sport">{sport.label}</span>
        </div>
        <span className="match-card__players">
          <UsersIcon size={14} /> {match.currentPlayers}/{match.maxPlayers}
        </span>
      </header>
      {(match.location || start) && (
        <div className="match-card__where">
          {match.location && (
            <span>
              <MapPinIcon size={14} /> {match.location}
            </span>
          )}
          {start && (
            <span>
              <CalendarIcon size={14} /> {start}
            </span>
          )}
        </div>
      )}
      <dl className="match-card__money">
        <div>
          <dt>Court share</dt>
          <dd>${formatCents(courtShareCents)}</dd>
        </div>
        <div>
          <dt>Prize</dt>
          <dd className="text-green">${formatMoney(match.prizePool)}</dd>
        </div>
        <div>
          <dt>Total per player</dt>
          <dd>${formatMoney(match.totalFeePerPlayer)}</dd>
        </div>
      </dl>
      <Link to={`/tournaments/${match.id}`} className="btn btn--primary btn--block">
        Join Match
      </Link>
    </article>
  );
}
