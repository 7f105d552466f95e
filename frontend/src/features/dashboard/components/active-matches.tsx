import { Link } from 'react-router-dom';
import { MatchRow, MatchRowsLoading } from '@/components/match-card';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { Tournament } from '@/types/api';

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
        <MatchRowsLoading />
      ) : failed ? (
        <p className="muted small">Your matches couldn't be loaded right now.</p>
      ) : (
        <ul className="match-list">
          {matches.slice(0, MAX_ACTIVE_SHOWN).map((match) => (
            <li key={match.id}>
              <MatchRow match={match} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
