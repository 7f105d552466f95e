/**
 * Wallet business constants, in integer cents and basis points. The server enforces the same
 * numbers (backend domain/wallet/wallet.limits.ts; docs/decisions/wallet-fees.md), so a fee shown
 * is the fee charged.
 */
export const MIN_DEPOSIT_CENTS = 1_000;
export const MAX_DEPOSIT_CENTS = 1_000_000;

/** Card, Apple Pay and Google Pay: 3%, charged on top of the amount the wallet receives. */
export const CARD_FEE_BASIS_POINTS = 300;

export const MIN_WITHDRAWAL_CENTS = 1_000;
/** 2.5% of the amount withdrawn, at least $1, taken out of the amount. */
export const WITHDRAWAL_FEE_BASIS_POINTS = 250;
export const MIN_WITHDRAWAL_FEE_CENTS = 100;
export const DAILY_WITHDRAWAL_LIMIT_CENTS = 1_000_000;

/** Quick amounts in the Add Funds dialog, in dollars. */
export const QUICK_DEPOSIT_AMOUNTS = [25, 50, 100, 200] as const;
/** Presets on the /deposit page, in dollars. */
export const DEPOSIT_PAGE_PRESETS = [10, 25, 50, 100, 200] as const;

/** The Wallet Management dialog closes, then the deposit or withdrawal dialog opens this much later. */
export const DIALOG_HANDOFF_MS = 200;
