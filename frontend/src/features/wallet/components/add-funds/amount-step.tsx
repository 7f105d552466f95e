import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { QUICK_DEPOSIT_AMOUNTS } from '@/config/wallet-limits';
import { toAmountString, usd, type Cents } from '@/lib/money';
import { moneyInput } from '@/lib/money-form';
import type { MoneyRules } from '@/lib/money-rules';

/** The amount step's one field, checked against the server's deposit limits. */
export function depositAmountSchema(rules: MoneyRules) {
  const { minCents, maxCents } = rules.deposit;
  return z.object({
    amount: moneyInput({
      minCents,
      maxCents,
      messages: {
        min: `Minimum deposit amount is ${usd(minCents)}`,
        max: `Maximum deposit amount is ${usd(maxCents)}`,
      },
    }),
  });
}

export type DepositAmountForm = UseFormReturn<{ amount: string }, unknown, { amount: Cents }>;

interface AmountStepProps {
  form: DepositAmountForm;
  rules: MoneyRules;
  onContinue: (amountCents: Cents) => void;
}

/** Continue is offered only for a valid amount within the limits; the message under the field says why not. */
export function AmountStep({ form, rules, onContinue }: AmountStepProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const error = form.formState.errors.amount?.message;
  const { minCents, maxCents } = rules.deposit;

  const onSubmit = form.handleSubmit(
    (values) => onContinue(values.amount),
    (errors) => {
      toast({
        title: 'Invalid Amount',
        description: errors.amount?.message ?? `Minimum deposit amount is ${usd(minCents)}`,
        variant: 'destructive',
      });
    },
  );

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor={inputId}>Amount</label>
        <div className="amount-input">
          <span className="amount-input__currency" aria-hidden="true">
            $
          </span>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={toAmountString(minCents)}
            max={toAmountString(maxCents)}
            step="0.01"
            placeholder="0.00"
            {...form.register('amount')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <span className="amount-input__code">USD</span>
        </div>
        <p id={hintId} className="field-hint">
          Minimum {usd(minCents)} • Maximum {usd(maxCents)}
        </p>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>

      <div className="quick-amounts" role="group" aria-label="Quick picks">
        {QUICK_DEPOSIT_AMOUNTS.map((dollars) => (
          <button
            key={dollars}
            type="button"
            className="quick-amount"
            aria-pressed={amountText === String(dollars)}
            onClick={() => form.setValue('amount', String(dollars), { shouldValidate: true, shouldTouch: true })}
          >
            ${dollars}
          </button>
        ))}
      </div>

      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={!form.formState.isValid || form.formState.isSubmitting}
      >
        Continue
      </button>
    </form>
  );
}
