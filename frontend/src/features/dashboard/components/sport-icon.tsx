import { PaddleIcon, RacketIcon } from '@/components/ui/icons';
import { sportOf } from '../utils/tournament-format';

export function SportIcon({ game, size = 20 }: { game: string | null | undefined; size?: number }) {
  return sportOf(game).kind === 'pickleball' ? <PaddleIcon size={size} /> : <RacketIcon size={size} />;
}
