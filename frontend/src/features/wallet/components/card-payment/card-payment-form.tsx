import { Spinner } from '@/components/ui/spinner';
import type { PaymentIntentAnswer } from '@/types/api';
import { usePaymentsConfig } from '../../api/get-payments-config';
import { PaymentSummary } from './payment-summary';
import { SimulatedCardForm } from './simulated-card-form';
import { StripePaymentForm } from './stripe-payment-form';

interface CardPaymentFormProps {
  intent: PaymentIntentAnswer;
  onBack?: () => void;
  /** Records the deposit once the intent succeeded; rejecting shows "Payment Error". */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

/**
 * Amount, fee and total, then the form of whichever processor the server runs: Stripe's Payment
 * Element, or the test-mode form of the simulated processor.
 */
export function CardPaymentForm({ intent, onBack, onSucceeded }: CardPaymentFormProps) {
  // The intent says which processor made it; the config is needed for Stripe's publishable key.
  const needsConfig = intent.mode !== 'simulated';
  const config = usePaymentsConfig({ enabled: needsConfig });
  // Never guess "simulated" when the config cannot be read: that would show a test form for real money.
  const mode = intent.mode ?? config.data?.mode;

  let form;
  if (!mode && config.isPending) {
    form = <Spinner label="Loading payment form..." size="sm" />;
  } else if (mode === 'simulated') {
    form = <SimulatedCardForm intent={intent} onBack={onBack} onSucceeded={onSucceeded} />;
  } else if (config.data?.publishableKey) {
    form = (
      <StripePaymentForm
        intent={intent}
        publishableKey={config.data.publishableKey}
        onBack={onBack}
        onSucceeded={onSucceeded}
      />
    );
  } else if (config.isPending) {
    form = <Spinner label="Loading payment form..." size="sm" />;
  } else {
    form = (
      <p className="wallet-note wallet-note--error" role="alert">
        Card payments are not available right now. Please use a bank transfer.
      </p>
    );
  }

  return (
    <div className="card-payment">
      <PaymentSummary intent={intent} />
      {form}
    </div>
  );
}
