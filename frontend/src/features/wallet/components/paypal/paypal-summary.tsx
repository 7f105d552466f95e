import { formatMoney } from '@/lib/money';
import { percentText, useMoneyRules } from '@/lib/money-rules';
import type { PayPalOrder } from '../../api/create-paypal-order';

/** The server's figures for this order: the wallet gets `amount`, PayPal takes `total` (the card fee rule). */
export function PayPalSummary({ order }: { order: PayPalOrder }) {
  const rules = useMoneyRules().data;
  return (
    <dl className="money-breakdown" aria-label="Payment summary">
      <div>
        <dt>Deposit amount</dt>
        <dd>${formatMoney(order.amount)}</dd>
      </div>
      <div>
        <dt>PayPal fee{rules ? ` (${percentText(rules.deposit.cardFeeBasisPoints)})` : ''}</dt>
        <dd>${formatMoney(order.fee)}</dd>
      </div>
      <div className="money-breakdown__total">
        <dt>Total PayPal takes</dt>
        <dd>${formatMoney(order.total)}</dd>
      </div>
    </dl>
  );
}
