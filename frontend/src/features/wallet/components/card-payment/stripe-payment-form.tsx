import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import type { PaymentIntentAnswer } from '@/types/api';
import { loadStripe, type StripeElements, type StripeInstance } from '../../utils/stripe-js';
import { usePayAndRecord, type ConfirmOutcome } from './use-pay-and-record';

interface StripePaymentFormProps {
  intent: PaymentIntentAnswer;
  publishableKey: string;
  onBack?: () => void;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

/** Stripe's Payment Element for the intent; confirmed in the page unless the bank needs a redirect. */
export function StripePaymentForm({ intent, publishableKey, onBack, onSucceeded }: StripePaymentFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ instance: StripeInstance; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadError, setLoadError] = useState('');
  const { pay, busy, recordError } = usePayAndRecord(intent, onSucceeded);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey)
      .then((instance) => {
        if (cancelled || !host.current) return;
        const elements = instance.elements({ clientSecret: intent.clientSecret, appearance: { theme: 'night' } });
        const element = elements.create('payment');
        element.mount(host.current);
        destroy = () => element.destroy();
        stripe.current = { instance, elements };
        setState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoadError(error instanceof Error ? error.message : 'Could not load the card payment form.');
        setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
      stripe.current = null;
    };
  }, [publishableKey, intent.clientSecret]);

  const confirm = async (): Promise<ConfirmOutcome> => {
    if (!stripe.current) return { kind: 'failed', message: 'The payment form is not ready yet.' };
    const { instance, elements } = stripe.current;
    const { error, paymentIntent } = await instance.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/wallet` },
    });
    if (error) return { kind: 'failed', message: error.message ?? 'Your payment could not be completed.' };
    if (paymentIntent?.status === 'succeeded') return { kind: 'succeeded' };
    return { kind: 'pending', message: 'Your payment is being processed; the funds will be added once it completes.' };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void pay(confirm);
  };

  return (
    <form className="form card-form" onSubmit={onSubmit} noValidate aria-label="Card details">
      {state === 'loading' && <Spinner label="Loading secure payment form..." size="sm" />}
      {state === 'failed' && (
        <p className="wallet-note wallet-note--error" role="alert">
          {loadError}
        </p>
      )}
      <div ref={host} className="stripe-element" />
      {recordError && (
        <p className="wallet-note wallet-note--error" role="alert">
          Your payment went through but recording it failed: {recordError}. Press Pay again to retry.
        </p>
      )}
      <p className="secure-note">
        <LockIcon size={14} /> Your payment is processed securely by Stripe; card details are never stored on our
        servers.
      </p>
      <div className="dialog-actions">
        {onBack && (
          <button type="button" className="btn btn--outline" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy || state !== 'ready'}>
          {busy ? 'Processing...' : `Pay $${formatMoney(intent.total)}`}
        </button>
      </div>
    </form>
  );
}
