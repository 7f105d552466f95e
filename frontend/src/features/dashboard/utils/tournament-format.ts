import type { Tournament } from '@/types/api';

export const ACTIVE_STATUSES = ['waiting', 'in_progress'] as const;

export function isActive(tournament: Pick<Tournament, 'status'>): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(tournament.status);
}

export function statusLabel(status: string): string {
  switch (status) {
    case 'waiting':
      return 'Waiting';
    case 'in_progress':
      return 'Live';
    case 'active':
      return 'Active';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  }
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

export function formatStartTime(value: string | null | undefined): string | null {
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
