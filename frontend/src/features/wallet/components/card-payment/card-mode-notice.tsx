import { usePaymentsConfig } from '../../api/get-payments-config';

/**
 * Said wherever a card payment can be chosen: "test mode" while the server's card processor
 * charges no real card (the simulated one, or Stripe with a test key), and a plain sentence when
 * this server takes no card payments at all. Nothing in live mode.
 */
export function CardModeNotice() {
  const config = usePaymentsConfig();
  if (config.data?.mode === 'disabled') {
    return (
      <p className="wallet-note" role="note">
        Card payments are not available on this server. Please use a bank transfer.
      </p>
    );
  }
  if (!config.data?.testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      <strong>TEST MODE — no real card is charged</strong>
    </p>
  );
}
