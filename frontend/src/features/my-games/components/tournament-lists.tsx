import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, TrophyIcon } from '@/components/ui/icons';
import { SportBadge } from '@/components/ui/sport-icon';
import { formatMoney, centsFromApiOrZero } from '@/lib/money';
import { formatDate, sportOf } from '@/lib/tournaments';
import type { Tournament, TournamentHistoryItem } from '@/types/api';
import { MatchCard, MatchRow, MatchRowsLoading } from '@/components/match-card';
import { PlacementBadge } from './placement-badge';

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
        <MatchRowsLoading />
      ) : failed ? (
        <p className="muted small">Your matches couldn't be loaded right now.</p>
      ) : matches.length === 0 ? (
        <p className="muted">You're not in any active match. Join one below or create your own.</p>
      ) : (
        <ul className="match-list">
          {matches.map((match) => (
            <li key={match.id}>
              <MatchRow match={match} withStart />
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
        <MatchRowsLoading />
      ) : matches.length > 0 ? (
        <div className="match-grid">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
      ) : (
        <EmptyState icon={<PlusIcon />} tone="green" title="No open matches right now">
          <p className="muted">Start one and invite three friends.</p>
          <Link to="/create-tournament" className="btn btn--primary">
            Create Tournament
          </Link>
          {failed && <p className="muted small">Matches couldn't be loaded right now.</p>}
        </EmptyState>
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
  if (isLoading) return <MatchRowsLoading />;
  if (history.length === 0) {
    return (
      <EmptyState icon={<TrophyIcon />} tone="amber" title="Your Journey Begins Here">
        <p className="muted">Finish your first tournament and your results, placements and prizes will be kept here.</p>
        <Link to="/create-tournament" className="btn btn--primary">
          Create Tournament
        </Link>
        {failed && <p className="muted small">Your history couldn't be loaded right now.</p>}
      </EmptyState>
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
