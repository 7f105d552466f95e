import { Link } from 'react-router-dom';
import { CalendarIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SportBadge } from '@/components/ui/sport-icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { centsFromApi, centsFromApiOrZero, formatCents, formatMoney, shareRoundedUp } from '@/lib/money';
import { formatDateTime, sportOf } from '@/lib/tournaments';
import type { Tournament } from '@/types/api';
import './match-card.css';

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

/** One of my matches as a link row: sport, name, players (and the start, when asked), status. */
export function MatchRow({ match, withStart = false }: { match: Tournament; withStart?: boolean }) {
  const start = withStart ? formatDateTime(match.startTime) : null;
  return (
    <Link to={`/tournaments/${match.id}`} className="match-row">
      <SportBadge game={match.game} />
      <span className="match-row__main">
        <span className="match-row__name">{match.name}</span>
        <span className="match-row__meta">
          {sportOf(match.game).label} · <UsersIcon size={14} /> {match.currentPlayers}/{match.maxPlayers}
          {start ? ` · ${start}` : ''}
        </span>
      </span>
      <StatusBadge status={match.status} />
    </Link>
  );
}

/** Two placeholder rows while the matches load. */
export function MatchRowsLoading() {
  return (
    <div className="match-list" aria-busy="true">
      {[0, 1].map((key) => (
        <div key={key} className="match-row">
          <Skeleton width="60%" height="1.1rem" />
        </div>
      ))}
    </div>
  );
}
