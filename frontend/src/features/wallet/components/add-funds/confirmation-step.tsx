import { CheckIcon } from '@/components/ui/icons';
import { formatMoney, usd, type Cents } from '@/lib/money';

export type DepositOutcome =
  | { kind: 'bank'; amountCents: Cents }
  | { kind: 'card'; amountCents: Cents; chargedCents: Cents }
  /** `balance`: the server's "12.50" after the capture. */
  | { kind: 'paypal'; amountCents: Cents; chargedCents: Cents; balance: string };

export function ConfirmationStep({ outcome, onClose }: { outcome: DepositOutcome; onClose: () => void }) {
  return (
    <div className="result">
      <span className="icon-badge icon-badge--green icon-badge--lg">
        <CheckIcon />
      </span>
      {outcome.kind === 'bank' ? (
        <>
          <h3 className="result__title">Deposit Submitted Successfully!</h3>
          <p className="result__amount">{usd(outcome.amountCents)}</p>
          <p className="muted">Deposits are processed within 24 hours after verification.</p>
        </>
      ) : outcome.kind === 'paypal' ? (
        <>
          <h3 className="result__title">Funds Added with PayPal!</h3>
          <p className="result__amount">{usd(outcome.amountCents)}</p>
          <p className="muted">
            Your wallet was credited with {usd(outcome.amountCents)}; PayPal took {usd(outcome.chargedCents)}.
          </p>
          <p>
            New balance: <strong>${formatMoney(outcome.balance)}</strong>
          </p>
        </>
      ) : (
        <>
          <h3 className="result__title">Funds Added Successfully!</h3>
          <p className="result__amount">{usd(outcome.amountCents)}</p>
          <p className="muted">
            Your wallet was credited with {usd(outcome.amountCents)}; your card was charged {usd(outcome.chargedCents)}.
          </p>
        </>
      )}
      <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
