import type { TournamentDetail } from '@/types/api';

/** Lists may be missing on an older or partial answer; the screens read them without checks. */
export function normalizeTournament(raw: TournamentDetail): TournamentDetail {
  return {
    ...raw,
    participants: raw.participants ?? [],
    waitlist: raw.waitlist ?? [],
    result: raw.result ?? null,
    settlement: raw.settlement ? { ...raw.settlement, payouts: raw.settlement.payouts ?? [] } : null,
    ratingReceipts: raw.ratingReceipts ?? [],
  };
}
