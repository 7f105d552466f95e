/**
 * Calendar arithmetic for eligibility and limits, on UTC instants only (the handler's clock gives
 * toISOString). Pure: every function takes the time it works from.
 */
import { CoolOffPeriod, LimitPeriod, SelfExclusionPeriod } from './player.events';

export const MINIMUM_AGE_YEARS = 18;
const DAY_MS = 86_400_000;
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" that is a real calendar day (2026-02-30 is not), else null. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * True when the person born on `dateOfBirth` is at least `years` old on the UTC day of `now`.
 * Someone born on 29 February comes of age on 1 March in a year without one (Date.UTC rolls over).
 */
export function isAtLeastAge(dateOfBirth: string, now: string, years = MINIMUM_AGE_YEARS): boolean {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return false;
  const birthday = Date.UTC(birth.year + years, birth.month - 1, birth.day);
  const today = startOfUtcDay(Date.parse(now));
  return today >= birthday;
}

function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The window a deposit limit counts in: the UTC day, the ISO week (from Monday), the calendar month. */
export function limitWindow(period: LimitPeriod, now: string): { start: number; end: number } {
  const ms = Date.parse(now);
  const day = startOfUtcDay(ms);
  switch (period) {
    case 'daily':
      return { start: day, end: day + DAY_MS };
    case 'weekly': {
      const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
      const start = day - sinceMonday * DAY_MS;
      return { start, end: start + 7 * DAY_MS };
    }
    case 'monthly': {
      const d = new Date(day);
      return {
        start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
        end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
      };
    }
  }
}

export function coolOffUntil(period: CoolOffPeriod, now: string): string {
  const days = { '24h': 1, '7d': 7, '30d': 30 }[period];
  return new Date(Date.parse(now) + days * DAY_MS).toISOString();
}

/** Calendar months from now (a day that does not exist in the target month rolls forward: longer, never shorter). */
export function selfExclusionUntil(period: SelfExclusionPeriod, now: string): string {
  const months = { '6m': 6, '1y': 12, '5y': 60 }[period];
  const d = new Date(Date.parse(now));
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

export function plusMs(instant: string, ms: number): string {
  return new Date(Date.parse(instant) + ms).toISOString();
}
