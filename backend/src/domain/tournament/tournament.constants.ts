/** The tournament's business constants (spec: exactly 4 players, 5% platform fee, sets 0-7, 2-5 sets to win). */
export const PLAYERS_PER_TOURNAMENT = 4;
export const TEAM_NUMBERS = [1, 2] as const;
export const SLOT_POSITIONS = [1, 2] as const;
export const GAMES = ['padel', 'pickleball'] as const;

/** 5% of the pool (4 x entry fee), rounded half up to the cent. */
export const PLATFORM_FEE_BASIS_POINTS = 500;

/** No single fee above this per player ($10,000.00): 4 x the fee must stay far inside numeric(12,2). */
export const MAX_FEE_CENTS = 1_000_000;

export const MIN_SET_SCORE = 0;
export const MAX_SET_SCORE = 7;
export const MIN_SETS_TO_WIN = 2;
export const MAX_SETS_TO_WIN = 5;
/** Padel is played best of three sets unless the reporter says otherwise. */
export const DEFAULT_SETS_TO_WIN = 2;

/** How long the other team has to confirm or dispute a reported result before it is confirmed for them. */
export const DEFAULT_CONFIRM_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Epoch milliseconds of an ISO-8601 instant. A malformed instant from the clock is a caller bug. */
export function instantMs(instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`expected an ISO-8601 instant, got ${JSON.stringify(instant)}`);
  return ms;
}

/** How far ahead a match may be scheduled: fees paid into escrow must not wait for years. */
export const MAX_DAYS_AHEAD = 365;
