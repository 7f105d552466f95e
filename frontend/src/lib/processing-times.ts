/**
 * How long money takes to move, said the same way on every screen (docs/decisions/seed-divergences.md,
 * items 5 and 6). The terms of service are the binding text and use these figures too.
 */
/** A bank transfer deposit: from the player's transfer to finance verifying it. */
export const BANK_DEPOSIT_TIME = '1-3 business days';
/** A bank withdrawal: from the request to the money arriving (manual approval included). */
export const BANK_WITHDRAWAL_TIME = '3-5 business days';
