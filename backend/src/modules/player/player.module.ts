import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { IDENTITY_PROVIDER, SimulatedIdentityProvider } from './identity-verification/identity-provider.port';
import { IdentityVerificationController } from './identity-verification/identity-verification.controller';
import { EligibilityController } from './eligibility/eligibility.controller';
import { LimitsController } from './limits/limits.controller';
import { PlayerGate } from './shared/player-gate';
import { PlayerReads } from './shared/player-reads';
import { PlayerStreams } from './shared/player-streams';

/** Who may play for money: age, place, identity level and the player's own limits (docs/decisions/eligibility.md). */
@Module({
  imports: [IdentityModule],
  controllers: [EligibilityController, LimitsController, IdentityVerificationController],
  providers: [
    PlayerStreams,
    PlayerGate,
    PlayerReads,
    {
      // Test mode: the simulated provider. Otherwise none yet (Stripe Identity and manual review are to come).
      provide: IDENTITY_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.testTools && !config.production ? new SimulatedIdentityProvider() : null,
    },
  ],
  exports: [PlayerStreams, PlayerGate],
})
export class PlayerModule {}
