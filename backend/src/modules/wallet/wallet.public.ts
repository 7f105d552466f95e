/** What other modules may use from wallet (the layer rules forbid deeper imports). */
export * from './adjust-balance/adjust-balance.handler';
export * from './four-eyes/four-eyes.service';
