import { formatCents } from '@/lib/money';
import type { CreateTournamentInput } from '@/types/api';
import { PLAYERS_PER_TOURNAMENT, parseMoneyInput } from './pool-breakdown';

export interface CreateForm {
  name: string;
  game: '' | 'padel' | 'pickleball';
  location: string;
  date: string;
  time: string;
  entryFee: string;
  courtFee: string;
}

export type CreateFormErrors = Partial<Record<keyof CreateForm, string>>;

export const EMPTY_CREATE_FORM: CreateForm = {
  name: '',
  game: '',
  location: '',
  date: '',
  time: '',
  entryFee: '',
  courtFee: '',
};

export const NAME_MAX = 255;
/** The server's limits (backend money-input.ts and tournament.errors.ts). */
export const MAX_FEE_CENTS = 1_000_000;
export const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What each player adds for the court: the court fee / 4, rounded up to a whole cent (the server's rule). */
export function courtShareOf(courtCents: number): number {
  return Math.ceil(courtCents / PLAYERS_PER_TOURNAMENT);
}
export const LOCATION_MAX = 500;

/** date "2030-05-01" + time "18:30" read in the browser's time zone; null when either is missing or invalid. */
export function localStart(date: string, time: string): Date | null {
  if (!date || !time) return null;
  const start = new Date(`${date}T${time}`);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** Cents of the optional court fee: 0 when empty, null when malformed. */
export function courtFeeCents(text: string): number | null {
  return text.trim() === '' ? 0 : parseMoneyInput(text);
}

export function validateCreateForm(form: CreateForm, now: Date = new Date()): CreateFormErrors {
  const errors: CreateFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Tournament name is required';
  else if (name.length > NAME_MAX) errors.name = `Tournament name must be at most ${NAME_MAX} characters`;

  if (form.game !== 'padel' && form.game !== 'pickleball') errors.game = 'Please select a game';

  if (form.location.trim().length > LOCATION_MAX)
    errors.location = `Location must be at most ${LOCATION_MAX} characters`;

  if (!form.entryFee.trim()) errors.entryFee = 'Entry fee is required';
  else {
    const cents = parseMoneyInput(form.entryFee);
    if (cents === null) errors.entryFee = 'Invalid entry fee format';
    else if (cents <= 0) errors.entryFee = 'Entry fee must be more than $0.00';
  }

  const court = courtFeeCents(form.courtFee);
  if (court === null) errors.courtFee = 'Invalid court fee format';
  const entry = parseMoneyInput(form.entryFee);
  // The server's limits, with its words: a fee of at most $10,000.00 per player (entry + court share).
  if (!errors.entryFee && entry !== null && court !== null && entry + courtShareOf(court) > MAX_FEE_CENTS) {
    errors.entryFee = 'A fee can be at most $10,000.00 per player.';
  }

  if (!form.date) errors.date = 'Start date is required';
  if (!form.time) errors.time = 'Start time is required';
  const start = localStart(form.date, form.time);
  if (form.date && form.time && (!start || start.getTime() <= now.getTime()))
    errors.time = 'Start time must be in the future';
  else if (start && start.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS)
    errors.date = 'A match can be scheduled at most 365 days ahead.';

  return errors;
}

/**
 * The POST /api/tournaments body. `totalFeePerPlayer` is what each player pays (entry fee + court
 * fee / 4 rounded up to a cent), as the contract's tournament JSON defines it; without a court fee it equals the entry fee.
 * The court fee is sent only when there is one.
 */
export function buildCreatePayload(form: CreateForm): CreateTournamentInput {
  const entry = parseMoneyInput(form.entryFee) ?? 0;
  const court = courtFeeCents(form.courtFee) ?? 0;
  const start = localStart(form.date, form.time);
  const location = form.location.trim();
  return {
    name: form.name.trim(),
    game: form.game === 'pickleball' ? 'pickleball' : 'padel',
    location: location || null,
    totalFeePerPlayer: formatCents(entry + courtShareOf(court)).replace(/,/g, ''),
    maxPlayers: 4,
    startTime: start ? start.toISOString() : '',
    ...(court > 0 ? { courtFee: formatCents(court).replace(/,/g, '') } : {}),
  };
}

/** Today as "YYYY-MM-DD" in the browser's time zone, for the date input's minimum. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
