import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarIcon, MapPinIcon, UserIcon } from '@/components/ui/icons';
import { SportBadge } from '@/components/ui/sport-icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, sportOf } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';

export function TournamentHeader({ tournament }: { tournament: TournamentDetail }) {
  const sport = sportOf(tournament.game);
  const start = formatDateTime(tournament.startTime);
  return (
    <header className="tournament-header">
      <Link to="/my-games" className="link-arrow tournament-header__back">
        <ArrowRightIcon size={16} style={{ transform: 'rotate(180deg)' }} /> My Tournaments
      </Link>
      <div className="tournament-header__main">
        <SportBadge game={tournament.game} size={24} />
        <div className="tournament-header__text">
          <h1 className="tournament-header__name">{tournament.name}</h1>
          <p className="muted">{sport.label} doubles · 2 vs 2</p>
        </div>
        <StatusBadge status={tournament.status} disputed={tournament.result?.status === 'disputed'} />
      </div>
      <ul className="meta-list">
        {start && (
          <li>
            <CalendarIcon size={16} /> <span>Starts {start}</span>
          </li>
        )}
        {tournament.location && (
          <li>
            <MapPinIcon size={16} /> <span>{tournament.location}</span>
          </li>
        )}
        {tournament.creatorName && (
          <li>
            <UserIcon size={16} /> <span>Created by {tournament.creatorName}</span>
          </li>
        )}
      </ul>
    </header>
  );
}
