/**
 * What a wallet deposit's PaymentIntent carries in its metadata. The provider keeps it with the
 * payment, so whichever path credits it (the client's confirm or the webhook) reads the same terms:
 * whose wallet, how much to credit, and the fee charged on top.
 */
import { Cents } from '../../../domain/shared/money';
import { CardDepositMethod } from '../../../domain/wallet/wallet.events';

export const WALLET_DEPOSIT_PURPOSE = 'wallet_deposit';

export interface CardIntentTerms {
  userId: string;
  walletAmountCents: Cents;
  cardFeeCents: Cents;
  method: CardDepositMethod;
}

const METHODS: readonly CardDepositMethod[] = ['card', 'apple_pay', 'google_pay'];
const WHOLE_CENTS = /^\d{1,12}$/;

export function cardIntentMetadata(terms: CardIntentTerms): Record<string, string> {
  return {
    purpose: WALLET_DEPOSIT_PURPOSE,
    userId: terms.userId,
    walletAmountCents: String(terms.walletAmountCents),
    cardFeeCents: String(terms.cardFeeCents),
    method: terms.method,
  };
}

/** null when the intent is not one of our wallet deposits (or its metadata was tampered with). */
export function readCardIntentMetadata(metadata: Record<string, string>): CardIntentTerms | null {
  const { purpose, userId, walletAmountCents, cardFeeCents, method } = metadata;
  if (purpose !== WALLET_DEPOSIT_PURPOSE || !userId) return null;
  if (!WHOLE_CENTS.test(walletAmountCents ?? '') || !WHOLE_CENTS.test(cardFeeCents ?? '')) return null;
  if (!METHODS.includes(method as CardDepositMethod)) return null;
  return {
    userId,
    walletAmountCents: Number(walletAmountCents),
    cardFeeCents: Number(cardFeeCents),
    method: method as CardDepositMethod,
  };
}
