import { useId, type FormEvent } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { MIN_WITHDRAWAL_CENTS } from '@/config/wallet-limits';
import { usd } from '../../utils/wallet-money';
import type { WithdrawalErrors, WithdrawalFields } from './withdrawal-validation';

interface WithdrawalFormStepProps {
  fields: WithdrawalFields;
  errors: WithdrawalErrors;
  availableCents: number;
  onChange: (name: keyof WithdrawalFields, value: string) => void;
  onContinue: () => void;
}

const LABELS: Record<keyof WithdrawalFields, string> = {
  amount: 'Amount',
  bankName: 'Bank Name',
  accountHolderName: 'Account Holder Name',
  accountNumber: 'Account Number or IBAN',
};

const PLACEHOLDERS: Record<keyof WithdrawalFields, string> = {
  amount: '0.00',
  bankName: 'e.g. Meezan Bank',
  accountHolderName: 'Name on the bank account',
  accountNumber: 'e.g. PK36SCBL0000001123456702',
};

export function WithdrawalFormStep({ fields, errors, availableCents, onChange, onContinue }: WithdrawalFormStepProps) {
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  const field = (name: keyof WithdrawalFields, props: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{LABELS[name]}</label>
      <input
        id={`${id}-${name}`}
        value={fields[name]}
        onChange={(event) => onChange(name, event.target.value)}
        placeholder={PLACEHOLDERS[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="step-lead">
        Available balance <strong>{usd(availableCents)}</strong>
      </p>
      {field('amount', { type: 'number', inputMode: 'decimal', step: '0.01', min: String(MIN_WITHDRAWAL_CENTS / 100) })}
      {field('bankName', { autoComplete: 'off' })}
      {field('accountHolderName', { autoComplete: 'name' })}
      {field('accountNumber', { autoComplete: 'off', spellCheck: 'false' })}
      <section className="panel" aria-labelledby={`${id}-info`}>
        <h3 id={`${id}-info`} className="panel__title">
          <InfoIcon size={16} /> Withdrawal Information
        </h3>
        <ul className="info-list">
          <li>Minimum withdrawal: $10.00</li>
          <li>Fee: 2.5% of the amount (minimum $1.00), taken from the amount</li>
          <li>Processing time: 2-3 business days</li>
          <li>Please check your bank details carefully</li>
        </ul>
      </section>
      <button type="submit" className="btn btn--primary btn--block">
        Continue
      </button>
    </form>
  );
}
