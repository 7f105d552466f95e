import { useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import type { DepositAnswer } from '@/types/api';
import { approveSimulatedPayPal } from '../../api/approve-simulated-paypal';
import { useCapturePayPalOrder } from '../../api/capture-paypal-order';

/**
 * Approve (test mode only) then capture one order. A retry after an error reuses the capture's
 * Idempotency-Key until the server settles it, and the server credits an order once however often
 * it is captured, so pressing again never takes the money twice.
 */
export function usePayPalCapture(orderId: string, { approveInTestMode }: { approveInTestMode: boolean }) {
  const capture = useCapturePayPalOrder();
  const keys = useIdempotencyKey();
  const approved = useRef(!approveInTestMode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<DepositAnswer | null>(null);

  const run = async (): Promise<DepositAnswer | null> => {
    if (busy) return null;
    setBusy(true);
    setError(null);
    try {
      if (!approved.current) {
        await approveSimulatedPayPal(orderId);
        approved.current = true;
      }
      const request = { orderId };
      try {
        const deposit = await capture.mutateAsync({ orderId, idempotencyKey: keys.keyFor(request) });
        keys.settle();
        setAnswer(deposit);
        return deposit;
      } catch (failure) {
        keys.settle(failure);
        throw failure;
      }
    } catch (failure) {
      setError(getErrorMessage(failure, 'Your PayPal payment could not be completed. Please try again.'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, error, answer };
}
