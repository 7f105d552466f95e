import { getErrorCode } from '@/lib/errors';

/** The wallet refused the entry fee: the balance is too low. */
export function isInsufficientBalance(error: unknown): boolean {
  return getErrorCode(error) === 'WALLET.INSUFFICIENT_FUNDS';
}
