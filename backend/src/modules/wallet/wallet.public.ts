/** What other modules may use from wallet (the layer rules forbid deeper imports). */
export * from './shared/idempotency/idempotency.interceptor';
export * from './shared/idempotency/idempotency.store';
export * from './adjust-balance/adjust-balance.handler';
export * from './shared/wallet-commands';
export * from './four-eyes/four-eyes.service';
