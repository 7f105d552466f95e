import { placementLabel } from '@/lib/tournaments';
import type { Tournament, TournamentHistoryItem } from '@/types/api';

export const RECENT_PERFORMANCE_COUNT = 5;

/** The best (lowest) placement of the history as its badge text, or null without history. */
export function bestFinish(history: TournamentHistoryItem[]): { placement: number; label: string } | null {
  let best: TournamentHistoryItem | null = null;
  for (const item of history) {
    const placement = Number(item.result?.placement);
    if (!Number.isFinite(placement) || placement < 1) continue;
    if (!best || placement < Number(best.result.placement)) best = item;
  }
  if (!best) return null;
  const placement = Number(best.result.placement);
  return { placement, label: placementLabel(placement, best.maxPlayers || 4) };
}

/** Waiting tournaments the player is not already in. */
export function availableFor(all: Tournament[], mine: Tournament[]): Tournament[] {
  const joined = new Set(mine.map((t) => String(t.id)));
  return all.filter((t) => t.status === 'waiting' && !joined.has(String(t.id)));
}
