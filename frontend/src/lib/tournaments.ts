/**
 * Display rules for tournaments shared by several features (detail, my games, profile, invitations,
 * leaderboard, the home dashboard). Pure functions only.
 */

export function statusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'waiting':
      return 'Waiting';
    case 'in_progress':
    case 'active':
      return 'Live';
    case 'disputed':
      return 'Disputed';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  }
}

/** The CSS modifier of a status pill: waiting, live, disputed, completed or cancelled. */
export function statusTone(
  status: string | null | undefined,
): 'waiting' | 'live' | 'disputed' | 'completed' | 'cancelled' {
  if (status === 'in_progress' || status === 'active') return 'live';
  if (status === 'disputed') return 'disputed';
  if (status === 'completed') return 'completed';
  if (status === 'cancelled') return 'cancelled';
  return 'waiting';
}

/** Any sport other than pickleball is shown as padel (icons); the label keeps the value's name. */
export function sportOf(game: string | null | undefined): { kind: 'padel' | 'pickleball'; label: string } {
  const value = (game ?? '').trim().toLowerCase();
  if (value === 'pickleball') return { kind: 'pickleball', label: 'Pickleball' };
  return {
    kind: 'padel',
    label: value && value !== 'padel' ? value.charAt(0).toUpperCase() + value.slice(1) : 'Padel',
  };
}

export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * The placement badge: 1 Winner. A doubles match (four players) has one winning pair, so anything
 * else there is "Lost" (never "2nd Place $0.00"). Larger fields: 2 "2nd Place", 3 "3rd Place"; a
 * placement within the top half "Top N" (5th of 16 reads "Top 5"); anything lower "Nth Place".
 */
export function placementLabel(placement: number, maxPlayers = 4): string {
  if (placement === 1) return 'Winner';
  if (maxPlayers <= 4) return 'Lost';
  if (placement === 2) return '2nd Place';
  if (placement === 3) return '3rd Place';
  if (placement > 0 && placement <= maxPlayers / 2) return `Top ${placement}`;
  return `${ordinal(placement)} Place`;
}

/** A player who has not rated themselves yet: the one label for it on every screen. */
export const UNRANKED = 'Unranked';

/** "4.5/10.0", or "Unranked" before the player has a rating (players and admins see the same). */
export function ratingText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNRANKED;
  return `${formatRating(value)}/10.0`;
}

/** Ratings are 1.0-10.0 in tenths; a missing rating reads as the default 1.0. */
export function formatRating(value: string | number | null | undefined): string {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return (Number.isFinite(parsed) ? parsed : 1).toFixed(1);
}

export function personName(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback = 'Player',
): string {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

export function initialsOf(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = person.firstName?.trim().charAt(0) ?? '';
  const last = person.lastName?.trim().charAt(0) ?? '';
  const letters = `${first}${last}` || person.email?.trim().charAt(0) || 'U';
  return letters.toUpperCase();
}

/** Whole percent, for numbers that may arrive as 37.5 or "37.5". */
export function formatPercent(value: number | string | null | undefined): string {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return `${Number.isFinite(parsed) ? Math.round(parsed) : 0}%`;
}

/** Waiting or under way: the tournaments a player still has to play. */
export const isActive = (t: { status: string }) => t.status === 'waiting' || t.status === 'in_progress';

/** Win rate is wins over played, rounded; the server's figure is used when it sends one. */
export function winRateOf(stats: {
  winRate?: number | null;
  tournamentsWon: number;
  tournamentsPlayed: number;
}): number {
  if (typeof stats.winRate === 'number' && Number.isFinite(stats.winRate)) return Math.round(stats.winRate);
  return stats.tournamentsPlayed > 0 ? Math.round((stats.tournamentsWon / stats.tournamentsPlayed) * 100) : 0;
}
