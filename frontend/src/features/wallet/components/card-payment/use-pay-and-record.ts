import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import type { PaymentIntentAnswer } from '@/types/api';

/** What the provider said about paying the intent. */
export type ConfirmOutcome =
  | { kind: 'succeeded' }
  | { kind: 'failed'; message: string }
  /** Accepted but not final (e.g. a bank still authorising): the server's webhook credits it later. */
  | { kind: 'pending'; message: string };

/**
 * Pay, then record. Only an intent that succeeded is recorded (the server verifies it again).
 * Once paid, a failed recording is retried on the next press without paying again.
 */
export function usePayAndRecord(intent: PaymentIntentAnswer, onSucceeded: (paymentIntentId: string) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [recordError, setRecordError] = useState<string | null>(null);
  const paid = useRef(false);

  const pay = async (confirm: () => Promise<ConfirmOutcome>) => {
    if (busy) return;
    setBusy(true);
    setRecordError(null);
    try {
      if (!paid.current) {
        const outcome = await confirm();
        if (outcome.kind === 'failed') {
          toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
          return;
        }
        if (outcome.kind === 'pending') {
          toast({ title: 'Payment Processing', description: outcome.message });
          return;
        }
        paid.current = true;
      }
      try {
        await onSucceeded(intent.paymentIntentId);
      } catch (error) {
        toast({ title: 'Payment Error', description: 'Failed to record deposit', variant: 'destructive' });
        setRecordError(getErrorMessage(error, 'Please try again'));
        return;
      }
      toast({
        title: 'Payment Successful!',
        description: `$${formatMoney(intent.amount)} has been added to your wallet`,
      });
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy, recordError };
}
