import { useState } from 'react';
import { InfoIcon, LockIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import type { DepositAnswer } from '@/types/api';
import type { PayPalOrder } from '../../api/create-paypal-order';
import { isSimulatedApproval } from './paypal-approval';
import { PayPalSummary } from './paypal-summary';
import { usePayPalCapture } from './use-paypal-capture';

interface PayPalStepProps {
  order: PayPalOrder;
  onBack: () => void;
  onCaptured: (deposit: DepositAnswer) => void;
}

/**
 * The confirmation before PayPal takes money: the server's amount, fee and total, then either the
 * test-mode approval (simulated PayPal: approve and capture here) or the way to PayPal, which sends
 * the payer back to /wallet/paypal/return to capture.
 */
export function PayPalStep({ order, onBack, onCaptured }: PayPalStepProps) {
  const simulated = isSimulatedApproval(order.approveUrl);
  const { run, busy, error } = usePayPalCapture(order.orderId, { approveInTestMode: simulated });
  const [leaving, setLeaving] = useState(false);
  const total = `$${formatMoney(order.total)}`;

  const payInTestMode = async () => {
    const deposit = await run();
    if (deposit) onCaptured(deposit);
  };
  const goToPayPal = () => {
    setLeaving(true);
    window.location.assign(order.approveUrl);
  };

  return (
    <div className="form">
      <PayPalSummary order={order} />
      {simulated ? (
        <div className="test-mode-banner" role="note">
          <strong>TEST MODE — no real PayPal account is charged</strong>
          <span>
            The button below plays PayPal&apos;s approval; the server then captures the order as it would at PayPal.
          </span>
        </div>
      ) : (
        <p className="secure-note">
          <LockIcon size={14} /> You approve the payment at PayPal and come back here; we take {total} only then.
        </p>
      )}
      {error && (
        <p className="wallet-note wallet-note--error" role="alert">
          <InfoIcon size={16} /> {error} Press the button again to retry; you will not be charged twice.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn--outline" onClick={onBack} disabled={busy || leaving}>
          Back
        </button>
        {simulated ? (
          <button type="button" className="btn btn--primary" onClick={() => void payInTestMode()} disabled={busy}>
            {busy ? 'Processing...' : `Approve and pay ${total} (test mode)`}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={goToPayPal} disabled={leaving}>
            {leaving ? 'Opening PayPal...' : `Continue to PayPal to pay ${total}`}
          </button>
        )}
      </div>
    </div>
  );
}
