import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tournament } from '@/types/api';
import { MatchCard } from '@/components/match-card';
import { PlayerLink } from '@/components/player-link';

interface AvailableMatchesProps {
  matches: Tournament[];
  /** Players the viewer follows: their matches come first and say who is in. */
  followedIds?: ReadonlySet<string>;
  isLoading: boolean;
  failed: boolean;
}

export function AvailableMatches({ matches, followedIds = new Set(), isLoading, failed }: AvailableMatchesProps) {
  return (
    <section className="section" aria-labelledby="available-matches-title">
      <div className="section__header">
        <h2 id="available-matches-title" className="section__title">
          Available Matches
        </h2>
      </div>
      {isLoading ? (
        <div className="match-grid" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="match-card">
              <Skeleton width="70%" height="1.2rem" />
              <Skeleton width="40%" />
              <Skeleton height="2.5rem" />
            </div>
          ))}
        </div>
      ) : matches.length > 0 ? (
        <div className="match-grid">
          {matches.map((match) => {
            const followed = match.participants.filter((p) => followedIds.has(p.userId));
            return followed.length > 0 ? (
              <div key={match.id} className="followed-match">
                <p className="followed-match__who small">
                  <span className="tag tag--green">Following</span>{' '}
                  {followed.map((p, index) => (
                    <Fragment key={p.userId}>
                      {index > 0 && ', '}
                      <PlayerLink player={{ ...p, id: p.userId }} />
                    </Fragment>
                  ))}
                </p>
                <MatchCard match={match} />
              </div>
            ) : (
              <MatchCard key={match.id} match={match} />
            );
          })}
        </div>
      ) : (
        <EmptyState icon={<PlusIcon />} tone="green" title="No open matches right now">
          <p className="muted">Start one and invite three friends. Setup takes under 60 seconds.</p>
          <Link to="/create-tournament" className="btn btn--primary">
            Create Your First Match
          </Link>
          {failed && <p className="muted small">Matches couldn't be loaded right now.</p>}
        </EmptyState>
      )}
    </section>
  );
}
