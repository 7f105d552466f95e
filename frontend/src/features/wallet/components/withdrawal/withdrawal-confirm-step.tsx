import { STILL_WORKING_LABEL } from '@/lib/idempotency';
import { usd, withdrawalFeeCents, withdrawalNetCents, type Cents } from '../../utils/wallet-money';
import { maskAccountNumber, type WithdrawalFields } from './withdrawal-validation';

interface WithdrawalConfirmStepProps {
  fields: WithdrawalFields;
  amountCents: Cents;
  submitting: boolean;
  /** The server is still processing this withdrawal (a repeat click or a slow answer): not a failure. */
  stillWorking?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function WithdrawalConfirmStep({
  fields,
  amountCents,
  submitting,
  stillWorking = false,
  onBack,
  onConfirm,
}: WithdrawalConfirmStepProps) {
  return (
    <div className="form">
      <section className="panel">
        <h3 className="panel__title">Bank Details</h3>
        <dl className="detail-list">
          <div>
            <dt>Bank Name</dt>
            <dd>{fields.bankName.trim()}</dd>
          </div>
          <div>
            <dt>Account Holder</dt>
            <dd>{fields.accountHolderName.trim()}</dd>
          </div>
          <div>
            <dt>Account Number</dt>
            <dd className="mono">{maskAccountNumber(fields.accountNumber.trim())}</dd>
          </div>
        </dl>
      </section>
      <dl className="money-breakdown" aria-label="Withdrawal breakdown">
        <div>
          <dt>Withdrawal amount</dt>
          <dd>{usd(amountCents)}</dd>
        </div>
        <div>
          <dt>Fee (2.5%, min $1.00)</dt>
          <dd>-{usd(withdrawalFeeCents(amountCents))}</dd>
        </div>
        <div className="money-breakdown__total">
          <dt>You receive</dt>
          <dd>{usd(withdrawalNetCents(amountCents))}</dd>
        </div>
      </dl>
      <div className="dialog-actions">
        <button type="button" className="btn btn--outline" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={submitting}>
          {stillWorking ? STILL_WORKING_LABEL : submitting ? 'Processing...' : 'Confirm'}
        </button>
      </div>
    </div>
  );
}
