import { Link } from 'react-router-dom';
import { CalendarIcon, MapPinIcon, PlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, shareOf } from '@/lib/money';
import type { Tournament } from '@/types/api';
import { formatStartTime, sportOf } from '../utils/tournament-format';
import { SportIcon } from './sport-icon';
import './matches.css';

interface AvailableMatchesProps {
  matches: Tournament[];
  isLoading: boolean;
  failed: boolean;
}

function MatchCard({ match }: { match: Tournament }) {
  const sport = sportOf(match.game);
  const start = formatStartTime(match.startTime);
  return (
    <article className="match-card" aria-label={match.name}>
      <header className="match-card__header">
        <span className={`sport-badge sport-badge--${sport.kind}`}>
          <SportIcon game={match.game} />
        </span>
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
          <dd>${match.courtFeePerPlayer ? formatMoney(match.courtFeePerPlayer) : shareOf(match.courtFee, 4)}</dd>
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

export function AvailableMatches({ matches, isLoading, failed }: AvailableMatchesProps) {
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
          <p className="muted">Start one and invite three friends. Setup takes under 60 seconds.</p>
          <Link to="/create-tournament" className="btn btn--primary">
            Create Your First Match
          </Link>
          {failed && <p className="muted small">Matches couldn't be loaded right now.</p>}
        </div>
      )}
    </section>
  );
}
