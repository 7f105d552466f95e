import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { LoginController } from './login/login.controller';
import { LocalAuthGuard } from './login/local-auth.guard';
import { LocalStrategy } from './login/local.strategy';
import { LoginThrottle } from './login/login-throttle';
import { LogoutController } from './logout/logout.controller';
import { PasswordCheckController } from './password/password-check.controller';
import { UpdateRatingController } from './rating/update-rating.controller';
import { RegisterController } from './register/register.controller';
import { RegisterUserHandler } from './register/register-user.handler';
import { SessionController } from './session/session.controller';
import { AdminGuard, SignedInGuard } from './shared/guards';
import { PasswordHasher } from './shared/password-hasher';
import { SessionSerializer } from './shared/session.serializer';
import { SignedInUsers } from './shared/signed-in-users';
import { UsersReadRepository } from './shared/users.read-repository';
import { UpdateProfileController } from './profile/update-profile.controller';
import { UpdateProfileHandler } from './profile/update-profile.handler';
import { FollowsController } from './follows/follows.controller';
import { FollowPlayerHandler } from './follows/follow-player.handler';
import { EnsureUsers } from './admin-bootstrap/ensure-users';
import { CurrentPassword } from './shared/current-password';
import { SendLimits } from '../../infrastructure/http/send-limits';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [
    RegisterController,
    LoginController,
    LogoutController,
    SessionController,
    UpdateRatingController,
    UpdateProfileController,
    PasswordCheckController,
    FollowsController,
  ],
  providers: [
    UsersReadRepository,
    SignedInUsers,
    PasswordHasher,
    LocalStrategy,
    LocalAuthGuard,
    LoginThrottle,
    SessionSerializer,
    SignedInGuard,
    AdminGuard,
    RegisterUserHandler,
    UpdateProfileHandler,
    FollowPlayerHandler,
    EnsureUsers,
    CurrentPassword,
    SendLimits,
  ],
  exports: [UsersReadRepository, SignedInUsers, SignedInGuard, AdminGuard, EnsureUsers, LoginThrottle, CurrentPassword],
})
export class IdentityModule {}
