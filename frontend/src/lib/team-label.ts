/** One name per team on every screen (players, admin, notifications): slot 1 is Team A, slot 2 Team B. */
export const teamLabel = (team: number | null | undefined): string => (team === 2 ? 'Team B' : 'Team A');
