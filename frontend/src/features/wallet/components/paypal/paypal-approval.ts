/**
 * The simulated PayPal (test mode, no real money) sends the payer back to our own return route with
 * `mode=test` instead of to PayPal: such an order is approved by the test-mode button here. Any other
 * approve link is PayPal's (live or sandbox) and the browser goes there.
 */
export function isSimulatedApproval(approveUrl: string): boolean {
  try {
    return new URL(approveUrl, window.location.origin).searchParams.get('mode') === 'test';
  } catch {
    return false;
  }
}
