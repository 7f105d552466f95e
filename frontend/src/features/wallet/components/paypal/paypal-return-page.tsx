import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CheckIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { usePayPalCapture } from './use-paypal-capture';
import '../wallet-flows.css';

/**
 * Where PayPal sends the payer back (`?token=<order id>&PayerID=…`) after approving: the server
 * captures the order here and the page shows the new balance. An order of the simulated PayPal
 * (`mode=test`) is approved with the test-mode button instead, since no PayPal page was shown.
 */
export function PayPalReturnPage() {
  const [params] = useSearchParams();
  const orderId = params.get('token') ?? '';
  const testMode = params.get('mode') === 'test';
  if (!orderId) {
    return (
      <section className="container page">
        <header className="page-title">
          <h1>PayPal payment</h1>
        </header>
        <p className="wallet-note wallet-note--error" role="alert">
          This link names no PayPal payment, so nothing was taken. Start again from your{' '}
          <Link to="/wallet">wallet</Link>.
        </p>
      </section>
    );
  }
  return <PayPalReturn orderId={orderId} testMode={testMode} />;
}

function PayPalReturn({ orderId, testMode }: { orderId: string; testMode: boolean }) {
  const { run, busy, error, answer } = usePayPalCapture(orderId, { approveInTestMode: testMode });
  const started = useRef(false);
  useEffect(() => {
    // The payer approved at PayPal a moment ago: capture once (the server ignores a repeat anyway).
    if (testMode || started.current) return;
    started.current = true;
    void run();
  }, [run, testMode]);

  return (
    <section className="container page" aria-labelledby="paypal-return-title">
      <header className="page-title">
        <h1 id="paypal-return-title">PayPal payment</h1>
      </header>
      {answer ? (
        <div className="result">
          <span className="icon-badge icon-badge--green icon-badge--lg">
            <CheckIcon />
          </span>
          <h2 className="result__title">Funds Added with PayPal!</h2>
          <p className="result__amount">${formatMoney(answer.amount)}</p>
          <p>
            New balance: <strong>${formatMoney(answer.balance)}</strong>
          </p>
          <Link className="btn btn--primary btn--block" to="/wallet">
            Back to your wallet
          </Link>
        </div>
      ) : (
        <>
          {testMode && (
            <div className="test-mode-banner" role="note">
              <strong>TEST MODE — no real PayPal account is charged</strong>
              <span>Approve here in place of PayPal; the server then captures the order.</span>
            </div>
          )}
          {busy && <Spinner label="Completing your PayPal payment..." size="sm" />}
          {error && (
            <p className="wallet-note wallet-note--error" role="alert">
              <InfoIcon size={16} /> {error} Try again, or go back to your <Link to="/wallet">wallet</Link>; you will
              not be charged twice.
            </p>
          )}
          {(testMode || error) && (
            <button type="button" className="btn btn--primary" onClick={() => void run()} disabled={busy}>
              {testMode && !error ? 'Approve and pay (test mode)' : 'Try again'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
