/** What other modules may use from identity (the layer rules forbid deeper imports). */
export * from './shared/guards';
export * from './shared/session-user';
export * from './shared/session-user.schema';
export * from './shared/users.read-repository';
export { SignedInUsers } from './shared/signed-in-users';
export * from './shared/password-hasher';
export * from './login/local-auth.guard';
export * from './login/login-throttle';
export * from './register/register-user.handler';
export * from './shared/current-password';
export * from './shared/second-factor-session';
export * from './login/log-in';
export * from './password/password-policy';
export * from './shared/even-timing';
export * from './shared/email-reservation';
