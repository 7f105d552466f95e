import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import {
  IDENTITY_PROVIDER,
  ManualReviewIdentityProvider,
  SimulatedIdentityProvider,
} from './identity-verification/identity-provider.port';
import { IdentityVerificationController } from './identity-verification/identity-verification.controller';
import { StripeIdentityProvider } from './identity-verification/stripe-identity-provider';
import { StripeIdentityWebhookController } from './identity-verification/stripe-identity-webhook.controller';
import { IdentityDocumentStore } from './identity-verification/identity-document-store';
import { UploadDocumentController } from './identity-verification/upload-document.controller';
import { ProfilePhotoController } from './profile-photo/profile-photo.controller';
import { ProfilePhotoStore } from './profile-photo/profile-photo-store';
import { IdentityReviewController } from './identity-review/identity-review.controller';
import { IdentityReviewRead } from './identity-review/identity-review.read';
import { AdminEligibilityController } from './eligibility/admin-eligibility.controller';
import { EligibilityController } from './eligibility/eligibility.controller';
import { LimitsController } from './limits/limits.controller';
import { PlayerGate } from './shared/player-gate';
import { PlayerReads } from './shared/player-reads';
import { PlayerStreams } from './shared/player-streams';

/** Who may play for money: age, place, identity level and the player's own limits (docs/decisions/eligibility.md). */
@Module({
  imports: [IdentityModule],
  controllers: [
    EligibilityController,
    LimitsController,
    IdentityVerificationController,
    StripeIdentityWebhookController,
    UploadDocumentController,
    ProfilePhotoController,
    IdentityReviewController,
    AdminEligibilityController,
  ],
  providers: [
    PlayerStreams,
    PlayerGate,
    PlayerReads,
    IdentityDocumentStore,
    ProfilePhotoStore,
    IdentityReviewRead,
    {
      // config.eligibility.identityProvider: simulated in test mode, Stripe Identity when its keys are
      // set, else manual review.
      provide: IDENTITY_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const choice = config.eligibility.identityProvider;
        if (choice === 'simulated') return new SimulatedIdentityProvider();
        if (choice === 'manual') return new ManualReviewIdentityProvider();
        if (choice === 'stripe' && config.stripe.secretKey) {
          return new StripeIdentityProvider({
            secretKey: config.stripe.secretKey,
            host: config.stripe.apiHost,
            port: config.stripe.apiPort,
            protocol: config.stripe.apiProtocol,
          });
        }
        return null;
      },
    },
  ],
  exports: [PlayerStreams, PlayerGate],
})
export class PlayerModule {}
