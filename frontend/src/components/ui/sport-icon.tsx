import { sportOf } from '@/lib/tournaments';
import { PaddleIcon, RacketIcon } from './icons';

/** Racket for padel (and any unknown sport), paddle for pickleball. */
export function SportIcon({ game, size = 20 }: { game: string | null | undefined; size?: number }) {
  return sportOf(game).kind === 'pickleball' ? <PaddleIcon size={size} /> : <RacketIcon size={size} />;
}

export function SportBadge({ game, size = 20 }: { game: string | null | undefined; size?: number }) {
  return (
    <span className={`sport-badge sport-badge--${sportOf(game).kind}`} aria-hidden="true">
      <SportIcon game={game} size={size} />
    </span>
  );
}
