import { useSearchParams } from 'react-router-dom';

/** PayPal sends a payer who cancels back to `/wallet?paypal=cancelled`: say that nothing was taken. */
export function PayPalCancelledNote() {
  const [params] = useSearchParams();
  if (params.get('paypal') !== 'cancelled') return null;
  return (
    <p className="wallet-note" role="status">
      You cancelled the PayPal payment, so nothing was taken. Add funds again whenever you like.
    </p>
  );
}
