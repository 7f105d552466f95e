import { TrophyIcon } from '@/components/ui/icons';
import { placementLabel } from '@/lib/tournaments';

export function PlacementBadge({ placement, maxPlayers = 4 }: { placement: number; maxPlayers?: number }) {
  const tone = placement >= 1 && placement <= 3 ? placement : 'other';
  return (
    <span className={`placement-badge placement-badge--${tone}`}>
      {placement === 1 && <TrophyIcon size={12} />}
      {placementLabel(placement, maxPlayers)}
    </span>
  );
}
