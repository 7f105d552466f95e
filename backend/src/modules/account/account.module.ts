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
import { LoginSecondFactorController } from './second-factor/login-second-factor.controller';
import { SecondFactorController } from './second-factor/second-factor.controller';
import { SecondFactors } from './second-factor/second-factors';
import { SignOutEverywhere } from './shared/sign-out-everywhere';
import { SendSignUpNoticeHandler } from './verify-email/send-sign-up-notice.handler';
import { SendLimits } from '../../infrastructure/http/send-limits';
import { EmailChangeController } from './email-change/email-change.controller';
import { EmailChanges } from './email-change/email-changes';
import { ChangePasswordController } from './change-password/change-password.controller';

/** Password reset, e-mail verification, the second factor: docs/decisions/account-recovery.md, account-security.md. */
@Module({
  imports: [IdentityModule],
  controllers: [
    PasswordResetController,
    VerifyEmailController,
    SecondFactorController,
    LoginSecondFactorController,
    EmailChangeController,
    ChangePasswordController,
  ],
  providers: [
    AccountClock,
    AccountLinks,
    PasswordHasher,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    SendEmailVerificationHandler,
    VerifyEmailHandler,
    SecondFactors,
    SignOutEverywhere,
    SendSignUpNoticeHandler,
    SendLimits,
    EmailChanges,
  ],
})
export class AccountModule {}
