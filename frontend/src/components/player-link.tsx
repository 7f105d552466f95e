import { Link } from 'react-router-dom';
import './player-link.css';
import { personName } from '@/lib/tournaments';

/** A player's name as a link to their profile (/players/{id}), from which to follow them. */
export function PlayerLink({
  player,
  className,
}: {
  player: { id: string; firstName?: string | null; lastName?: string | null };
  className?: string;
}) {
  return (
    <Link to={`/players/${encodeURIComponent(player.id)}`} className={className ?? 'player-link'}>
      {personName(player)}
    </Link>
  );
}
