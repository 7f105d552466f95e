import { formatMoney } from '@/lib/money';
import { percentText, useMoneyRules } from '@/lib/money-rules';
import type { PaymentIntentAnswer } from '@/types/api';

/** The server's figures for this intent: the wallet gets `amount`, the card is charged `total`. */
export function PaymentSummary({ intent }: { intent: PaymentIntentAnswer }) {
  const rules = useMoneyRules().data;
  return (
    <dl className="money-breakdown" aria-label="Payment summary">
      <div>
        <dt>Deposit amount</dt>
        <dd>${formatMoney(intent.amount)}</dd>
      </div>
      <div>
        <dt>Card fee{rules ? ` (${percentText(rules.deposit.cardFeeBasisPoints)})` : ''}</dt>
        <dd>${formatMoney(intent.fee)}</dd>
      </div>
      <div className="money-breakdown__total">
        <dt>Total charged</dt>
        <dd>${formatMoney(intent.total)}</dd>
      </div>
    </dl>
  );
}
