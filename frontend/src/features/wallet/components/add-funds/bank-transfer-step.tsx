import { useId, type FormEvent } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { BankDetailsPanel } from '../bank-details-panel';
import { usd, type Cents } from '@/lib/money';

interface BankTransferStepProps {
  amountCents: Cents;
  /** The player's e-mail, to use as the transfer description. */
  payerReference: string | null;
  reference: string;
  onReferenceChange: (text: string) => void;
  submitting: boolean;
  onSubmit: (trimmedReference: string) => void;
  onBack: () => void;
}

export function BankTransferStep({
  amountCents,
  payerReference,
  reference,
  onReferenceChange,
  submitting,
  onSubmit,
  onBack,
}: BankTransferStepProps) {
  const inputId = useId();
  const trimmed = reference.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      toast({
        title: 'Missing Information',
        description: 'Please enter the transaction reference number',
        variant: 'destructive',
      });
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="amount-callout">
        <span>Amount to transfer</span>
        <strong>{usd(amountCents)}</strong>
      </div>
      <BankDetailsPanel />
      <p className="wallet-note wallet-note--info">
        <InfoIcon size={16} />
        <span>
          Use your username or e-mail
          {payerReference ? (
            <>
              {' '}
              (<strong>{payerReference}</strong>)
            </>
          ) : null}{' '}
          as the transfer description so we can match your payment.
        </span>
      </p>
      <div className="field">
        <label htmlFor={inputId}>Transaction Reference Number</label>
        <input
          id={inputId}
          value={reference}
          onChange={(event) => onReferenceChange(event.target.value)}
          placeholder="e.g. FT24123ABC456"
          autoComplete="off"
          maxLength={200}
          disabled={submitting}
        />
      </div>
      <p className="wallet-note wallet-note--warning" role="note">
        Deposits are processed within 24 hours after verification.
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn--outline" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button type="submit" className="btn btn--primary" disabled={!trimmed || submitting}>
          {submitting ? 'Submitting...' : 'Submit Deposit'}
        </button>
      </div>
    </form>
  );
}
