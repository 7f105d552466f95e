import { BANK_WITHDRAWAL_TIME } from '@/lib/processing-times';
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
  /** What can go back to a card now; null while it loads or if it could not be read. */
  cardCents: number | null;
  onContinue: () => void;
}

type TextField = Exclude<keyof WithdrawalFields, 'method'>;

const LABELS: Record<TextField, string> = {
  amount: 'Amount',
  bankName: 'Bank Name',
  accountHolderName: 'Account Holder Name',
  accountNumber: 'Account Number or IBAN',
};

const PLACEHOLDERS: Record<TextField, string> = {
  amount: '0.00',
  bankName: 'e.g. Meezan Bank',
  accountHolderName: 'Name on the bank account',
  accountNumber: 'e.g. PK36SCBL0000001123456702',
};

/** The form: each message shows once its field has been left (then as it is typed), and on Continue. */
export function WithdrawalFormStep({ form, rules, availableCents, cardCents, onContinue }: WithdrawalFormStepProps) {
  const id = useId();
  const { errors, isSubmitting } = form.formState;
  const { minCents, feeBasisPoints, minFeeCents } = rules.withdrawal;
  const toCard = form.watch('method') === 'card';
  const cardOpen = cardCents !== null && cardCents >= minCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  const field = (name: TextField, props: Record<string, string> = {}) => {
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
      <fieldset className="field">
        <legend>Where to</legend>
        <label>
          <input type="radio" value="bank" {...form.register('method')} /> To bank
        </label>
        <label>
          <input type="radio" value="card" disabled={!cardOpen} {...form.register('method')} /> To card
          {cardCents !== null && ` (up to ${usd(cardCents)})`}
        </label>
        {cardCents !== null && !cardOpen && (
          <p className="field-hint">
            {cardCents === 0
              ? 'No card payment is left to refund, so this withdrawal goes to a bank account.'
              : `Less than the ${usd(minCents)} minimum can go back to a card, so this withdrawal goes to a bank account.`}
          </p>
        )}
      </fieldset>
      {field('amount', { type: 'number', inputMode: 'decimal', step: '0.01', min: toAmountString(minCents) })}
      {!toCard && field('bankName', { autoComplete: 'off' })}
      {!toCard && field('accountHolderName', { autoComplete: 'name' })}
      {!toCard && field('accountNumber', { autoComplete: 'off', spellCheck: 'false' })}
      <section className="panel" aria-labelledby={`${id}-info`}>
        <h3 id={`${id}-info`} className="panel__title">
          <InfoIcon size={16} /> Withdrawal Information
        </h3>
        {toCard ? (
          <ul className="info-list">
            <li>Minimum withdrawal: {usd(minCents)}</li>
            <li>No fee: the amount is refunded to the card you paid with</li>
            <li>
              Up to {usd(cardCents ?? 0)} can go back to a card in one withdrawal; the rest goes to a bank account
            </li>
            <li>Your card issuer usually shows the refund within 5-10 business days</li>
          </ul>
        ) : (
          <ul className="info-list">
            <li>Minimum withdrawal: {usd(minCents)}</li>
            <li>
              Fee: {percentText(feeBasisPoints)} of the amount (minimum {usd(minFeeCents)}), taken from the amount
            </li>
            <li>Processing time: {BANK_WITHDRAWAL_TIME}</li>
            <li>Please check your bank details carefully</li>
          </ul>
        )}
      </section>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        Continue
      </button>
    </form>
  );
}
