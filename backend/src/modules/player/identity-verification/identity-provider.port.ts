import { VerificationProvider } from '../../../domain/player/player.events';

/**
 * Where an identity is checked. Adapters: the simulated provider (test mode only), and the ones
 * production uses (Stripe Identity, manual review of uploaded documents; docs/decisions/eligibility.md).
 */
export interface IdentityProvider {
  readonly name: VerificationProvider;
  /** Opens a session for the player; `url` is where the browser goes to finish it, if anywhere. */
  start(input: { userId: string; verificationId: string; level: 1 | 2 }): Promise<{ url: string | null }>;
}

export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

/**
 * Test mode: nothing is checked anywhere. The session waits until the test tool
 * (POST /api/test/identity-verifications/{id}/complete) says how it ended. Never with NODE_ENV=production.
 */
export class SimulatedIdentityProvider implements IdentityProvider {
  readonly name = 'simulated' as const;

  start(): Promise<{ url: string | null }> {
    return Promise.resolve({ url: null });
  }
}

/**
 * Manual review: the player uploads document images (POST …/{id}/documents) and finance staff
 * approve or reject them in the admin console. Needs no configuration, so it is the production
 * default when Stripe Identity is not set up (docs/decisions/eligibility.md).
 */
export class ManualReviewIdentityProvider implements IdentityProvider {
  readonly name = 'manual' as const;

  start(): Promise<{ url: string | null }> {
    return Promise.resolve({ url: null });
  }
}
