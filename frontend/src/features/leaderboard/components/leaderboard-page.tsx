import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { StarIcon, TrophyIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { formatPercent, initialsOf, personName, ratingText } from '@/lib/tournaments';
import { FollowButton } from '@/components/follow-button';
import { PlayerLink } from '@/components/player-link';
import type { LeaderboardEntry, User } from '@/types/api';
import { useLeaderboard } from '../api/get-leaderboard';
import './leaderboard.css';

const PODIUM_SIZE = 3;

function byRank(entries: LeaderboardEntry[]): LeaderboardEntry[] {
  return [...entries].sort((a, b) => a.rank - b.rank);
}

function PositionCard({ entry, user }: { entry: LeaderboardEntry | undefined; user: User }) {
  return (
    <section className="card position-card" aria-labelledby="position-title">
      <span className="avatar" aria-hidden="true">
        {initialsOf(user)}
      </span>
      <div className="position-card__who">
        <h2 id="position-title" className="small muted">
          Your Position
        </h2>
        <p className="position-card__name">{personName(user)}</p>
      </div>
      {entry ? (
        <dl className="position-card__figures">
          <div>
            <dt>Rank</dt>
            <dd>#{entry.rank}</dd>
          </div>
          <div>
            <dt>Total Earnings</dt>
            <dd className="text-green">${formatMoney(entry.totalEarnings)}</dd>
          </div>
          <div>
            <dt>Wins</dt>
            <dd>{entry.tournamentsWon}</dd>
          </div>
          <div>
            <dt>Win Rate</dt>
            <dd>{formatPercent(entry.winRate)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">Not ranked yet. Win a tournament to appear on the leaderboard.</p>
      )}
    </section>
  );
}

function Podium({ top, userId }: { top: LeaderboardEntry[]; userId: string }) {
  // Shown 2nd, 1st, 3rd so the champion stands in the middle.
  const order = [top[1], top[0], top[2]].filter((entry) => entry !== undefined);
  return (
    <section className="podium" aria-label="Top three players">
      {order.map((entry) => (
        <article
          key={entry.id}
          className={`podium__place podium__place--${entry.rank}`}
          aria-label={`Rank ${entry.rank}: ${personName(entry)}`}
        >
          {entry.rank === 1 ? (
            <span className="podium__champion">
              <TrophyIcon size={16} /> CHAMPION
            </span>
          ) : (
            <span className={`placement-badge placement-badge--${entry.rank}`}>{entry.rank === 2 ? '2nd' : '3rd'}</span>
          )}
          <span className="avatar podium__avatar" aria-hidden="true">
            {initialsOf(entry)}
          </span>
          <h3 className="podium__name">{entry.id === userId ? personName(entry) : <PlayerLink player={entry} />}</h3>
          <p className="text-green podium__earnings">${formatMoney(entry.totalEarnings)}</p>
          <p className="muted small">Rating: {ratingText(entry.padelRating)}</p>
          <p className="muted small">
            {entry.tournamentsWon} wins · {formatPercent(entry.winRate)}
          </p>
          {entry.id !== userId && <FollowButton playerId={entry.id} name={personName(entry)} />}
          <span className="podium__step" aria-hidden="true">
            {entry.rank}
          </span>
        </article>
      ))}
    </section>
  );
}

function Rankings({ entries, userId }: { entries: LeaderboardEntry[]; userId: string }) {
  return (
    <section className="section" aria-labelledby="rankings-title">
      <h2 id="rankings-title" className="section__title">
        Complete Rankings
      </h2>
      {entries.length === 0 ? (
        <p className="muted">Only the podium so far.</p>
      ) : (
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe "scrollable-region-focusable").
        <div className="rankings-wrap" tabIndex={0} role="region" aria-label="Rankings table">
          <table className="rankings">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Player</th>
                <th scope="col">Rating</th>
                <th scope="col">Earnings</th>
                <th scope="col">Wins</th>
                <th scope="col">Win Rate</th>
                <th scope="col">
                  <span className="sr-only">Follow</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const isYou = entry.id === userId;
                return (
                  <tr
                    key={entry.id}
                    className={isYou ? 'rankings__row--you' : undefined}
                    aria-current={isYou ? 'true' : undefined}
                  >
                    <td>#{entry.rank}</td>
                    <th scope="row">
                      {isYou ? personName(entry) : <PlayerLink player={entry} />}{' '}
                      {isYou && <span className="tag tag--green">You</span>}
                    </th>
                    <td>{ratingText(entry.padelRating)}</td>
                    <td className="text-green">${formatMoney(entry.totalEarnings)}</td>
                    <td>{entry.tournamentsWon}</td>
                    <td>{formatPercent(entry.winRate)}</td>
                    <td>{!isYou && <FollowButton playerId={entry.id} name={personName(entry)} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function LeaderboardPage({ user }: { user: User }) {
  const leaderboard = useLeaderboard();

  if (leaderboard.isPending) return <PageSpinner label="Loading leaderboard..." />;

  const entries = byRank(leaderboard.data ?? []);
  const hasPodium = entries.length >= PODIUM_SIZE;
  const rest = hasPodium ? entries.slice(PODIUM_SIZE) : entries;

  return (
    <div className="container page leaderboard">
      <header className="page-title">
        <h1>
          <StarIcon size={26} /> Leaderboard
        </h1>
        <p className="muted">The top earners on the platform, ranked by prize money, then wins.</p>
      </header>

      {leaderboard.isError ? (
        <EmptyState title="Rankings couldn't be loaded">
          <button type="button" className="btn btn--outline" onClick={() => void leaderboard.refetch()}>
            Try Again
          </button>
        </EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} tone="amber" title="No Rankings Available">
          <p className="muted">Be the first to win tournaments and appear on the leaderboard!</p>
          <Link to="/create-tournament" className="btn btn--primary">
            Create Tournament
          </Link>
        </EmptyState>
      ) : (
        <>
          <PositionCard entry={entries.find((e) => e.id === user.id)} user={user} />
          {hasPodium && <Podium top={entries.slice(0, PODIUM_SIZE)} userId={user.id} />}
          <Rankings entries={rest} userId={user.id} />
        </>
      )}
    </div>
  );
}
