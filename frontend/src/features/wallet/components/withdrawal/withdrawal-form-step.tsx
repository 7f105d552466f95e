import { useId, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { InfoIcon } from '@/components/ui/icons';
import { toAmountString, usd } from '@/lib/money';
import { percentText, type MoneyRules } from '@/lib/money-rules';
import type { WithdrawalFields, WithdrawalValues } from './withdrawal-validation';

interface WithdrawalFormStepProps {
  form: UseFormReturn<WithdrawalFields, unknown, WithdrawalValues>;
  rules: MoneyRules;
  availableCents: number;
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

/** The form: each message shows once its field has been left (then as it is typed), and on Continue. */
export function WithdrawalFormStep({ form, rules, availableCents, onContinue }: WithdrawalFormStepProps) {
  const id = useId();
  const { errors, isSubmitting } = form.formState;
  const { minCents, feeBasisPoints, minFeeCents } = rules.withdrawal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  const field = (name: keyof WithdrawalFields, props: Record<string, string> = {}) => {
    const error = errors[name]?.message;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{LABELS[name]}</label>
        <input
          id={`${id}-${name}`}
          {...form.register(name)}
          placeholder={PLACEHOLDERS[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...props}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="step-lead">
        Available balance <strong>{usd(availableCents)}</strong>
      </p>
      {field('amount', { type: 'number', inputMode: 'decimal', step: '0.01', min: toAmountString(minCents) })}
      {field('bankName', { autoComplete: 'off' })}
      {field('accountHolderName', { autoComplete: 'name' })}
      {field('accountNumber', { autoComplete: 'off', spellCheck: 'false' })}
      <section className="panel" aria-labelledby={`${id}-info`}>
        <h3 id={`${id}-info`} className="panel__title">
          <InfoIcon size={16} /> Withdrawal Information
        </h3>
        <ul className="info-list">
          <li>Minimum withdrawal: {usd(minCents)}</li>
          <li>
            Fee: {percentText(feeBasisPoints)} of the amount (minimum {usd(minFeeCents)}), taken from the amount
          </li>
          <li>Processing time: 2-3 business days</li>
          <li>Please check your bank details carefully</li>
        </ul>
      </section>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        Continue
      </button>
    </form>
  );
}
