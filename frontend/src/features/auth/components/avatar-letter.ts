import type { User } from '@/types/api';

/** First letter of the first name, else of the e-mail, else "U". */
export function getAvatarLetter(user: Pick<User, 'firstName' | 'email'> | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}

export function getFullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}
