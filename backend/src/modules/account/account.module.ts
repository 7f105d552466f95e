import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PasswordHasher } from '../identity/identity.public';
import { ConfirmPasswordResetHandler } from './password-reset/confirm-password-reset.handler';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { RequestPasswordResetHandler } from './password-reset/request-password-reset.handler';
import { AccountClock } from './shared/account-clock';
import { AccountLinks } from './shared/account-links';
import { SendEmailVerificationHandler } from './verify-email/send-email-verification.handler';
import { VerifyEmailController } from './verify-email/verify-email.controller';
import { VerifyEmailHandler } from './verify-email/verify-email.handler';

/** Password reset and e-mail verification: docs/decisions/account-recovery.md. */
@Module({
  imports: [IdentityModule],
  controllers: [PasswordResetController, VerifyEmailController],
  providers: [
    AccountClock,
    AccountLinks,
    PasswordHasher,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    SendEmailVerificationHandler,
    VerifyEmailHandler,
  ],
})
export class AccountModule {}
