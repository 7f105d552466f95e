/** What other modules may use from player (the layer rules forbid deeper imports). */
export * from './shared/player-gate';
export * from './shared/player-streams';
