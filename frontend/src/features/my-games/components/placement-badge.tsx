import { TrophyIcon } from '@/components/ui/icons';
import { placementLabel } from '@/lib/tournaments';

export function PlacementBadge({ placement, maxPlayers = 4 }: { placement: number; maxPlayers?: number }) {
  // A lost doubles match is "Lost", not a silver "2nd Place".
  const tone = placement === 1 || (maxPlayers > 4 && placement >= 2 && placement <= 3) ? placement : 'other';
  return (
    <span className={`placement-badge placement-badge--${tone}`}>
      {placement === 1 && <TrophyIcon size={12} />}
      {placementLabel(placement, maxPlayers)}
    </span>
  );
}
