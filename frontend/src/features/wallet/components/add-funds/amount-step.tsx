import { useId, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { MAX_DEPOSIT_CENTS, MIN_DEPOSIT_CENTS, QUICK_DEPOSIT_AMOUNTS } from '@/config/wallet-limits';
import { parseAmountInput, usd, type Cents } from '../../utils/wallet-money';

interface AmountStepProps {
  amountText: string;
  onAmountChange: (text: string) => void;
  onContinue: (amountCents: Cents) => void;
}

/** Continue is offered only for a number of at least $10; pressing it re-checks the amount. */
export function canContinueWith(amountText: string): boolean {
  const value = Number(amountText);
  return amountText.trim() !== '' && Number.isFinite(value) && value >= MIN_DEPOSIT_CENTS / 100;
}

export function AmountStep({ amountText, onAmountChange, onContinue }: AmountStepProps) {
  const inputId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmountInput(amountText);
    if (cents === null && amountText.trim() !== '' && Number(amountText) >= MIN_DEPOSIT_CENTS / 100) {
      toast({
        title: 'Invalid Amount',
        description: 'Please enter an amount with at most 2 decimal places',
        variant: 'destructive',
      });
      return;
    }
    if (cents === null || cents < MIN_DEPOSIT_CENTS) {
      toast({
        title: 'Invalid Amount',
        description: `Minimum deposit amount is ${usd(MIN_DEPOSIT_CENTS)}`,
        variant: 'destructive',
      });
      return;
    }
    if (cents > MAX_DEPOSIT_CENTS) {
      toast({
        title: 'Invalid Amount',
        description: `Maximum deposit amount is ${usd(MAX_DEPOSIT_CENTS)}`,
        variant: 'destructive',
      });
      return;
    }
    onContinue(cents);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
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
            min={MIN_DEPOSIT_CENTS / 100}
            max={MAX_DEPOSIT_CENTS / 100}
            step="0.01"
            placeholder="0.00"
            value={amountText}
            onChange={(event) => onAmountChange(event.target.value)}
            aria-describedby={hintId}
          />
          <span className="amount-input__code">USD</span>
        </div>
        <p id={hintId} className="field-hint">
          Minimum {usd(MIN_DEPOSIT_CENTS)} • Maximum {usd(MAX_DEPOSIT_CENTS)}
        </p>
      </div>

      <div className="quick-amounts" role="group" aria-label="Quick picks">
        {QUICK_DEPOSIT_AMOUNTS.map((dollars) => (
          <button
            key={dollars}
            type="button"
            className="quick-amount"
            aria-pressed={amountText === String(dollars)}
            onClick={() => onAmountChange(String(dollars))}
          >
            ${dollars}
          </button>
        ))}
      </div>

      <button type="submit" className="btn btn--primary btn--block" disabled={!canContinueWith(amountText)}>
        Continue
      </button>
    </form>
  );
}
