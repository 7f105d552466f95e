/** What other modules may use from account (the layer rules forbid deeper imports). */
export * from './verify-email/send-email-verification.handler';
