/** Input checks shared by the wallet's decide functions. Each throws the wallet's DomainError. */
import { Cents } from '../shared/money';
import { walletErrors } from './wallet.errors';
import { WalletState } from './wallet.state';

export function requireOpen(state: WalletState): void {
  if (state.status !== 'open') throw walletErrors.notOpen();
}

export function requireWholeCents(amountCents: Cents): void {
  if (!Number.isSafeInteger(amountCents)) throw walletErrors.invalidAmount();
}

/** A reason is kept as typed, less surrounding spaces; blank is refused. */
export function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw walletErrors.reasonRequired();
  return trimmed;
}
