import { HOUR_MS, SendLimit, addressKey, waitText } from '../../../infrastructure/http/send-limits';

/** Account e-mails one address can be sent per hour, of each kind (whether or not an account exists). */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;

/** Sign-up's welcome or "someone tried to sign up", and the verification resends. */
export const verificationMailLimit = (email: string): SendLimit => ({
  key: addressKey('verify-mail', email),
  max: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'ACCOUNT.TOO_MANY_EMAILS',
  message: (minutes) =>
    `We have sent several emails to this address in the last hour. Please check the inbox and spam folder, or try again in ${waitText(minutes)}.`,
});

export const resetMailLimit = (email: string): SendLimit => ({
  key: addressKey('reset-mail', email),
  max: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'ACCOUNT.TOO_MANY_EMAILS',
  message: (minutes) =>
    `We have sent several reset links to this address in the last hour. Please check the inbox and spam folder, or try again in ${waitText(minutes)}.`,
});
