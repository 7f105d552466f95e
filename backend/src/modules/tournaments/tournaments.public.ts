/** What other modules may use from tournaments (the layer rules forbid deeper imports). */
export * from './join-tournament/join-tournament.command';
export * from './leave-unstarted/leave-unstarted.command';
