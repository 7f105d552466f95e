import { useId, useState, type FormEvent } from 'react';
import { InfoIcon, LockIcon } from '@/components/ui/icons';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import type { PaymentIntentAnswer } from '@/types/api';
import { confirmSimulatedPayment } from '../../api/confirm-simulated-payment';
import { useIdempotencyKey } from '@/lib/idempotency';
import { validateCardFields, type CardFieldErrors, type CardFields } from './card-fields';
import { usePayAndRecord, type ConfirmOutcome } from './use-pay-and-record';

interface SimulatedCardFormProps {
  intent: PaymentIntentAnswer;
  onBack?: () => void;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

/** The server's test processor: a plain card form, clearly marked, that never touches a real card. */
export function SimulatedCardForm({ intent, onBack, onSucceeded }: SimulatedCardFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const keys = useIdempotencyKey();
  const { pay, busy, recordError } = usePayAndRecord(intent, onSucceeded);

  const set = (name: keyof CardFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const confirm = async (): Promise<ConfirmOutcome> => {
    const input = { paymentIntentId: intent.paymentIntentId, cardNumber: fields.cardNumber.replace(/[\s-]/g, '') };
    try {
      const answer = await confirmSimulatedPayment(input, keys.keyFor(input));
      keys.settle();
      return answer.status === 'succeeded'
        ? { kind: 'succeeded' }
        : { kind: 'failed', message: `The payment was not completed (${answer.status}).` };
    } catch (error) {
      keys.settle(error);
      return {
        kind: 'failed',
        message: getErrorMessage(error, 'Your payment could not be completed. Please try again.'),
      };
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCardFields(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void pay(confirm);
  };

  const field = (name: keyof CardFields, label: string, props: Record<string, string>) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={fields[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        disabled={busy}
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
    <form className="form card-form" onSubmit={onSubmit} noValidate aria-label="Card details">
      <div className="test-mode-banner" role="note">
        <strong>TEST MODE — no real card is charged</strong>
        <span>
          Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 shows a declined card. Any expiry (MM/YY) and any 3-digit
          CVC.
        </span>
      </div>
      {field('cardNumber', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
      })}
      <div className="form__row">
        {field('expiry', 'Expiry', { autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      {field('name', 'Name on card', { autoComplete: 'cc-name', placeholder: 'Optional' })}

      {recordError && (
        <p className="wallet-note wallet-note--error" role="alert">
          <InfoIcon size={16} /> Your payment went through but recording it failed: {recordError}. Press Pay again to
          retry.
        </p>
      )}
      <p className="secure-note">
        <LockIcon size={14} /> Payments are processed securely by our card payment provider; card details are never
        stored.
      </p>
      <div className="dialog-actions">
        {onBack && (
          <button type="button" className="btn btn--outline" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Processing...' : `Pay $${formatMoney(intent.total)}`}
        </button>
      </div>
    </form>
  );
}
