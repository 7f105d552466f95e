import { EmptyState, NotFoundPage } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { FollowButton } from '@/components/follow-button';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { formatPercent, initialsOf, personName, ratingText } from '@/lib/tournaments';
import type { PlayerProfile } from '@/types/api';
import { usePlayerProfile } from '../api/get-player-profile';
import './player-profile.css';

function Figures({ profile }: { profile: PlayerProfile }) {
  return (
    <dl className="player-profile__figures">
      <div>
        <dt>Rank</dt>
        <dd>{profile.rank === null ? 'Not ranked' : `#${profile.rank}`}</dd>
      </div>
      <div>
        <dt>Total Earnings</dt>
        <dd className="text-green">${formatMoney(profile.totalEarnings)}</dd>
      </div>
      <div>
        <dt>Played</dt>
        <dd>{profile.tournamentsPlayed}</dd>
      </div>
      <div>
        <dt>Won</dt>
        <dd>{profile.tournamentsWon}</dd>
      </div>
      <div>
        <dt>Win Rate</dt>
        <dd>{formatPercent(profile.winRate)}</dd>
      </div>
    </dl>
  );
}

/**
 * Another player as the leaderboard shows them, with the Follow button: a followed player's open
 * matches come first on Home. (The signed-in player's own id is sent to /profile by the route.)
 */
export function PlayerProfilePage({ playerId }: { playerId: string }) {
  const profile = usePlayerProfile(playerId);

  if (profile.isPending) return <PageSpinner label="Loading player..." />;
  if (profile.isError) {
    if (getErrorStatus(profile.error) === 404)
      return (
        <NotFoundPage
          title="Player not found"
          description="This player does not exist. Their account may have been closed, or the link is wrong."
        />
      );
    return (
      <div className="container page">
        <EmptyState tone="red" title="This player couldn't be loaded">
          <p className="muted">{getErrorMessage(profile.error)}</p>
          <button type="button" className="btn btn--outline" onClick={() => void profile.refetch()}>
            Try Again
          </button>
        </EmptyState>
      </div>
    );
  }

  const player = profile.data;
  const name = personName(player);
  return (
    <div className="container page player-profile">
      <section className="card player-profile__hero" aria-labelledby="player-name">
        {player.profileImageUrl ? (
          <img
            className="avatar player-profile__avatar"
            src={player.profileImageUrl}
            alt={`Photo of ${name}`}
            width={72}
            height={72}
          />
        ) : (
          <span className="avatar player-profile__avatar" aria-hidden="true">
            {initialsOf(player)}
          </span>
        )}
        <div className="player-profile__who">
          <h1 id="player-name" className="player-profile__name">
            {name}
          </h1>
          <p className="muted">
            Padel {ratingText(player.padelRating)} · Pickleball {ratingText(player.pickleballRating)}
          </p>
        </div>
        <FollowButton playerId={player.id} name={name} />
      </section>

      <section className="card player-profile__record" aria-labelledby="player-record-title">
        <h2 id="player-record-title" className="section__title">
          Record
        </h2>
        {player.tournamentsPlayed === 0 ? (
          <EmptyState icon={<TrophyIcon />} tone="amber" title="No completed matches yet">
            <p className="muted">
              {name} has not finished a match yet. Follow them to see their open matches first on Home.
            </p>
          </EmptyState>
        ) : (
          <Figures profile={player} />
        )}
      </section>
    </div>
  );
}
