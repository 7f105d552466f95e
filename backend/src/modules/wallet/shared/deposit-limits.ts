import { Cents } from '../../../domain/shared/money';
import { walletErrors } from '../../../domain/wallet/wallet.errors';
import { MAX_DEPOSIT_CENTS, MIN_DEPOSIT_CENTS } from '../../../domain/wallet/wallet.limits';

/**
 * The decider checks these again; they are checked first here because a deposit touches the
 * outside world before the wallet (a PaymentIntent, a bank reference reservation), and a bad
 * amount must not get that far.
 */
export function requireDepositLimits(amountCents: Cents): void {
  if (amountCents < MIN_DEPOSIT_CENTS) throw walletErrors.depositBelowMinimum();
  if (amountCents > MAX_DEPOSIT_CENTS) throw walletErrors.depositAboveMaximum();
}
