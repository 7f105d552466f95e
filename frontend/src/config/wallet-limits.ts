/**
 * Wallet screen constants that are UI choices only. The fee and limit rules (minimum and maximum
 * deposit, card fee, withdrawal fee and limits) come from the server: GET /api/config/money, read
 * with `useMoneyRules` (lib/money-rules.ts).
 */

/** Quick amounts in the Add Funds dialog, in dollars. */
export const QUICK_DEPOSIT_AMOUNTS = [25, 50, 100, 200] as const;
/** Presets on the /deposit page, in dollars. */
export const DEPOSIT_PAGE_PRESETS = [10, 25, 50, 100, 200] as const;

/** The Wallet Management dialog closes, then the deposit or withdrawal dialog opens this much later. */
export const DIALOG_HANDOFF_MS = 200;
