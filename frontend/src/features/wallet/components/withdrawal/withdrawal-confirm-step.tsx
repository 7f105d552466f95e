import { STILL_WORKING_LABEL } from '@/lib/idempotency';
import { usd } from '@/lib/money';
import { percentText, withdrawalFeeCents, withdrawalNetCents, type MoneyRules } from '@/lib/money-rules';
import { maskAccountNumber, type WithdrawalValues } from './withdrawal-validation';

interface WithdrawalConfirmStepProps {
  /** The checked form: amount in cents, details trimmed. */
  values: WithdrawalValues;
  rules: MoneyRules;
  submitting: boolean;
  /** The server is still processing this withdrawal (a repeat click or a slow answer): not a failure. */
  stillWorking?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function WithdrawalConfirmStep({
  values,
  rules,
  submitting,
  stillWorking = false,
  onBack,
  onConfirm,
}: WithdrawalConfirmStepProps) {
  const amountCents = values.amount;
  const { feeBasisPoints, minFeeCents } = rules.withdrawal;
  if (values.method === 'card')
    return <CardConfirm {...{ amountCents, submitting, stillWorking, onBack, onConfirm }} />;
  return (
    <div className="form">
      <section className="panel">
        <h3 className="panel__title">Bank Details</h3>
        <dl className="detail-list">
          <div>
            <dt>Bank Name</dt>
            <dd>{values.bankName}</dd>
          </div>
          <div>
            <dt>Account Holder</dt>
            <dd>{values.accountHolderName}</dd>
          </div>
          <div>
            <dt>Account Number</dt>
            <dd className="mono">{maskAccountNumber(values.accountNumber)}</dd>
          </div>
        </dl>
      </section>
      <dl className="money-breakdown" aria-label="Withdrawal breakdown">
        <div>
          <dt>Withdrawal amount</dt>
          <dd>{usd(amountCents)}</dd>
        </div>
        <div>
          <dt>
            Fee ({percentText(feeBasisPoints)}, min {usd(minFeeCents)})
          </dt>
          <dd>-{usd(withdrawalFeeCents(amountCents, rules))}</dd>
        </div>
        <div className="money-breakdown__total">
          <dt>You receive</dt>
          <dd>{usd(withdrawalNetCents(amountCents, rules))}</dd>
        </div>
      </dl>
      <ConfirmActions submitting={submitting} stillWorking={stillWorking} onBack={onBack} onConfirm={onConfirm} />
    </div>
  );
}

/** To the card: no bank details and no fee; the whole amount is refunded to the card paid with. */
function CardConfirm({
  amountCents,
  submitting,
  stillWorking,
  onBack,
  onConfirm,
}: { amountCents: number } & Pick<WithdrawalConfirmStepProps, 'submitting' | 'stillWorking' | 'onBack' | 'onConfirm'>) {
  return (
    <div className="form">
      <p className="step-lead">
        {usd(amountCents)} will be refunded to the card you paid with. This cannot be undone once the refund is sent.
      </p>
      <dl className="money-breakdown" aria-label="Withdrawal breakdown">
        <div>
          <dt>Withdrawal amount</dt>
          <dd>{usd(amountCents)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{usd(0)}</dd>
        </div>
        <div className="money-breakdown__total">
          <dt>Back to your card</dt>
          <dd>{usd(amountCents)}</dd>
        </div>
      </dl>
      <ConfirmActions submitting={submitting} stillWorking={stillWorking} onBack={onBack} onConfirm={onConfirm} />
    </div>
  );
}

/** Back and Confirm, the same for both methods; Confirm says when the answer is slow. */
function ConfirmActions({
  submitting,
  stillWorking,
  onBack,
  onConfirm,
}: Pick<WithdrawalConfirmStepProps, 'submitting' | 'stillWorking' | 'onBack' | 'onConfirm'>) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn--outline" onClick={onBack} disabled={submitting}>
        Back
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={submitting}>
        {stillWorking ? STILL_WORKING_LABEL : submitting ? 'Processing...' : 'Confirm'}
      </button>
    </div>
  );
}
