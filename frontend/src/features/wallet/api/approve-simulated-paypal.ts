import { api } from '@/lib/api-client';

/**
 * Test mode's stand-in for approving at PayPal (the server refuses it unless its PayPal is the
 * simulated one). Approving takes no money; capturing does. Called from the PayPal step's own flow.
 */
export const approveSimulatedPayPal = (orderId: string) =>
  api.post<{ id: string; status: string }>(`/api/payments/simulated/paypal/${encodeURIComponent(orderId)}/approve`);
