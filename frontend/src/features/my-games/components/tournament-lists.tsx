import { Link } from 'react-router-dom';
import { PlusIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SportBadge } from '@/components/ui/sport-icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney, centsFromApiOrZero } from '@/lib/money';
import { formatDate, formatDateTime, sportOf } from '@/lib/tournaments';
import type { Tournament, TournamentHistoryItem } from '@/types/api';
import { MatchCard } from '@/components/match-card';
import { PlacementBadge } from './placement-badge';

function LoadingRows() {
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

export function MyActiveMatches({
  matches,
  isLoading,
  failed,
}: {
  matches: Tournament[];
  isLoading: boolean;
  failed: boolean;
}) {
  return (
    <section className="section" aria-labelledby="my-active-title">
      <h2 id="my-active-title" className="section__title">
        My Active Matches
      </h2>
      {isLoading ? (
        <LoadingRows />
      ) : failed ? (
        <p className="muted small">Your matches couldn't be loaded right now.</p>
      ) : matches.length === 0 ? (
        <p className="muted">You're not in any active match. Join one below or create your own.</p>
      ) : (
        <ul className="match-list">
          {matches.map((match) => (
            <li key={match.id}>
              <Link to={`/tournaments/${match.id}`} className="match-row">
                <SportBadge game={match.game} />
                <span className="match-row__main">
                  <span className="match-row__name">{match.name}</span>
                  <span className="match-row__meta">
                    {sportOf(match.game).label} · <UsersIcon size={14} /> {match.currentPlayers}/{match.maxPlayers}
                    {formatDateTime(match.startTime) ? ` · ${formatDateTime(match.startTime)}` : ''}
                  </span>
                </span>
                <StatusBadge status={match.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AvailableMatchList({
  matches,
  isLoading,
  failed,
}: {
  matches: Tournament[];
  isLoading: boolean;
  failed: boolean;
}) {
  return (
    <section className="section" aria-labelledby="my-available-title">
      <h2 id="my-available-title" className="section__title">
        Available Matches
      </h2>
      {isLoading ? (
        <LoadingRows />
      ) : matches.length > 0 ? (
        <div className="match-grid">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <span className="icon-badge icon-badge--green icon-badge--lg">
            <PlusIcon />
          </span>
          <h3>No open matches right now</h3>
          <p className="muted">Start one and invite three friends.</p>
          <Link to="/create-tournament" className="btn btn--primary">
            Create Tournament
          </Link>
          {failed && <p className="muted small">Matches couldn't be loaded right now.</p>}
        </div>
      )}
    </section>
  );
}

export function HistoryList({
  history,
  isLoading,
  failed,
}: {
  history: TournamentHistoryItem[];
  isLoading: boolean;
  failed: boolean;
}) {
  if (isLoading) return <LoadingRows />;
  if (history.length === 0) {
    return (
      <div className="empty-state">
        <span className="icon-badge icon-badge--amber icon-badge--lg">
          <TrophyIcon />
        </span>
        <h3>Your Journey Begins Here</h3>
        <p className="muted">Finish your first tournament and your results, placements and prizes will be kept here.</p>
        <Link to="/create-tournament" className="btn btn--primary">
          Create Tournament
        </Link>
        {failed && <p className="muted small">Your history couldn't be loaded right now.</p>}
      </div>
    );
  }
  return (
    <ul className="history-grid">
      {history.map((item) => {
        const prize = centsFromApiOrZero(item.result?.prize);
        const date = formatDate(item.startTime ?? item.updatedAt);
        return (
          <li key={item.id}>
            <article className="history-card" aria-label={item.name}>
              <header className="match-card__header">
                <SportBadge game={item.game} />
                <div className="match-card__heading">
                  <h3 className="match-card__name">
                    <Link to={`/tournaments/${item.id}`}>{item.name}</Link>
                  </h3>
                  <span className="match-card__sport">
                    {sportOf(item.game).label}
                    {date ? ` · ${date}` : ''}
                  </span>
                </div>
                <PlacementBadge placement={Number(item.result?.placement)} maxPlayers={item.maxPlayers} />
              </header>
              <dl className="money-list">
                <div>
                  <dt>Prize won</dt>
                  <dd className={prize > 0 ? 'text-green' : undefined}>${formatMoney(item.result?.prize)}</dd>
                </div>
                {item.location && (
                  <div>
                    <dt>Location</dt>
                    <dd>{item.location}</dd>
                  </div>
                )}
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
