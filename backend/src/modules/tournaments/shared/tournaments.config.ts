import { z } from 'zod';

/**
 * Tournament settings from the environment. Kept here rather than in config/app-config.ts so the
 * tournaments module can ship on its own; the values are read once, when the module starts.
 */
const schema = z.object({
  // How long the other team has to confirm or dispute a reported result (spec: 24 hours).
  TOURNAMENT_CONFIRM_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  // How long a reserved slot waits for its entry fee before anyone else may take it.
  TOURNAMENT_RESERVATION_HOLD_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  // How often the process manager looks for tournaments with work due (crash recovery, deadlines).
  TOURNAMENT_PROCESS_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export interface TournamentsConfig {
  confirmWindowMs: number;
  reservationHoldMs: number;
  processIntervalMs: number;
}

export const TOURNAMENTS_CONFIG = Symbol('TOURNAMENTS_CONFIG');

export function loadTournamentsConfig(env: Record<string, string | undefined> = process.env): TournamentsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid tournament configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    confirmWindowMs: Math.round(c.TOURNAMENT_CONFIRM_WINDOW_HOURS * 60 * 60 * 1000),
    reservationHoldMs: c.TOURNAMENT_RESERVATION_HOLD_SECONDS * 1000,
    processIntervalMs: c.TOURNAMENT_PROCESS_INTERVAL_MS,
  };
}
