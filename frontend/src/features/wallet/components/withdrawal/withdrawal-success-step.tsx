import { BANK_WITHDRAWAL_TIME } from '@/lib/processing-times';
import { CheckIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import type { WithdrawalAnswer } from '@/types/api';

const RESULT_TITLE: Record<string, string> = {
  Completed: 'Refund Sent to Your Card!',
  Rejected: 'The Card Refund Failed',
};

export function WithdrawalSuccessStep({ withdrawal, onDone }: { withdrawal: WithdrawalAnswer; onDone: () => void }) {
  const toCard = withdrawal.bankName === 'Card refund';
  return (
    <div className="result">
      <span className="icon-badge icon-badge--green icon-badge--lg">
        <CheckIcon />
      </span>
      <h3 className="result__title">{RESULT_TITLE[withdrawal.status] ?? 'Withdrawal Requested!'}</h3>
      <p className="result__amount">${formatMoney(withdrawal.netAmount)}</p>
      <dl className="detail-list">
        <div>
          <dt>Status</dt>
          <dd>
            <span className="tx-status tx-status--pending">{withdrawal.status || 'Processing'}</span>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>${formatMoney(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>${formatMoney(withdrawal.fee)}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {withdrawal.bankName} <span className="mono">{withdrawal.accountNumber}</span>
          </dd>
        </div>
        <div>
          <dt>Expected</dt>
          <dd>
            {toCard ? 'Refunded to your card; your issuer shows it within 5-10 business days' : BANK_WITHDRAWAL_TIME}
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
