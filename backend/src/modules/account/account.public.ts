/** What other modules may use from account (the layer rules forbid deeper imports). */
export * from './verify-email/send-email-verification.handler';
export * from './verify-email/send-sign-up-notice.handler';
export * from './shared/mail-limits';
