import { z } from 'zod';
import { toAmountString, usd } from '@/lib/money';
import { moneyInput } from '@/lib/money-form';
import { courtShareCents, type MoneyRules } from '@/lib/money-rules';
import type { CreateTournamentInput } from '@/types/api';

/** What the details form holds: the text of each field, as typed. */
export interface CreateForm {
  name: string;
  game: '' | 'padel' | 'pickleball';
  location: string;
  date: string;
  time: string;
  entryFee: string;
  courtFee: string;
}

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
export const MAX_DAYS_AHEAD = 365;
export const LOCATION_MAX = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** date "2030-05-01" + time "18:30" read in the browser's time zone; null when either is missing or invalid. */
export function localStart(date: string, time: string): Date | null {
  if (!date || !time) return null;
  const start = new Date(`${date}T${time}`);
  return Number.isNaN(start.getTime()) ? null : start;
}

const INVALID_ENTRY_FEE = 'Invalid entry fee format';
const INVALID_COURT_FEE = 'Invalid court fee format';

/**
 * The details form's rules, with the spec's sentences and the server's limits (GET
 * /api/config/money): text in, trimmed text and cents out. `now` is read when the form is checked.
 */
export function createFormSchema(rules: MoneyRules, now: () => Date = () => new Date()) {
  const maxFee = rules.tournament.maxFeePerPlayerCents;
  const tooLarge = `A fee can be at most ${usd(maxFee)} per player.`;
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'Tournament name is required')
        .max(NAME_MAX, `Tournament name must be at most ${NAME_MAX} characters`),
      game: z
        .enum(['', 'padel', 'pickleball'], { error: 'Please select a game' })
        .pipe(z.enum(['padel', 'pickleball'], { error: 'Please select a game' })),
      location: z.string().trim().max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`),
      date: z.string().min(1, 'Start date is required'),
      time: z.string().min(1, 'Start time is required'),
      entryFee: moneyInput({
        minCents: 1,
        maxCents: maxFee,
        messages: {
          empty: 'Entry fee is required',
          format: INVALID_ENTRY_FEE,
          decimals: INVALID_ENTRY_FEE,
          negative: INVALID_ENTRY_FEE,
          too_large: tooLarge,
          min: 'Entry fee must be more than $0.00',
          max: tooLarge,
        },
      }),
      courtFee: moneyInput({
        optional: true,
        messages: { format: INVALID_COURT_FEE, decimals: INVALID_COURT_FEE, negative: INVALID_COURT_FEE },
      }),
    })
    .superRefine(
      (form, ctx) => {
        // Runs even when another field failed (`when` below), so every message shows at once.
        const start = localStart(form.date, form.time);
        const at = now().getTime();
        if (form.date && form.time && (!start || start.getTime() <= at)) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: 'Start time must be in the future' });
        } else if (start && start.getTime() > at + MAX_DAYS_AHEAD * DAY_MS) {
          ctx.addIssue({ code: 'custom', path: ['date'], message: 'A match can be scheduled at most 365 days ahead.' });
        }
        // The server's limit is on what one player pays: entry fee + court share.
        if (
          typeof form.entryFee === 'number' &&
          typeof form.courtFee === 'number' &&
          form.entryFee + courtShareCents(form.courtFee, rules) > maxFee
        ) {
          ctx.addIssue({ code: 'custom', path: ['entryFee'], message: tooLarge });
        }
      },
      { when: () => true },
    )
    .transform((form) => ({ ...form, start: localStart(form.date, form.time) ?? new Date(Number.NaN) }));
}

export type CreateTournamentValues = z.output<ReturnType<typeof createFormSchema>>;

/**
 * The POST /api/tournaments body. `totalFeePerPlayer` is what each player pays (entry fee + court
 * fee / 4 rounded up to a cent), as the contract's tournament JSON defines it; without a court fee it equals the entry fee.
 * The court fee is sent only when there is one.
 */
export function buildCreatePayload(values: CreateTournamentValues, rules: MoneyRules): CreateTournamentInput {
  const court = values.courtFee;
  return {
    name: values.name,
    game: values.game,
    location: values.location || null,
    totalFeePerPlayer: toAmountString(values.entryFee + courtShareCents(court, rules)),
    maxPlayers: 4,
    startTime: values.start.toISOString(),
    ...(court > 0 ? { courtFee: toAmountString(court) } : {}),
  };
}

/** Today as "YYYY-MM-DD" in the browser's time zone, for the date input's minimum. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
