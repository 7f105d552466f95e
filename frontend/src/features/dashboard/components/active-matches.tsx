import { Link } from 'react-router-dom';
import { ArrowRightIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SportBadge } from '@/components/ui/sport-icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { sportOf } from '@/lib/tournaments';
import type { Tournament } from '@/types/api';
import './matches.css';

export const MAX_ACTIVE_SHOWN = 4;

interface ActiveMatchesProps {
  matches: Tournament[];
  isLoading: boolean;
  failed: boolean;
}

export function ActiveMatches({ matches, isLoading, failed }: ActiveMatchesProps) {
  if (!isLoading && matches.length === 0 && !failed) return null;

  return (
    <section className="section" aria-labelledby="active-matches-title">
      <div className="section__header">
        <h2 id="active-matches-title" className="section__title">
          Your Active Matches
        </h2>
        <Link to="/my-games" className="link-arrow">
          View all <ArrowRightIcon size={16} />
        </Link>
      </div>
      {isLoading ? (
        <div className="match-list">
          {[0, 1].map((key) => (
            <div key={key} className="match-row">
              <Skeleton width="60%" height="1.1rem" />
            </div>
          ))}
        </div>
      ) : failed ? (
        <p className="muted small">Your matches couldn't be loaded right now.</p>
      ) : (
        <ul className="match-list">
          {matches.slice(0, MAX_ACTIVE_SHOWN).map((match) => (
            <li key={match.id}>
              <Link to={`/tournaments/${match.id}`} className="match-row">
                <SportBadge game={match.game} />
                <span className="match-row__main">
                  <span className="match-row__name">{match.name}</span>
                  <span className="match-row__meta">
                    {sportOf(match.game).label} · <UsersIcon size={14} /> {match.currentPlayers}/{match.maxPlayers}
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
