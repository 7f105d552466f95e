import { UserRow } from '../../../projections/users/user.entity';

/** What the browser sees of a user. Never the password or its hash. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  balance: string;
  pendingBalance: string;
  padelRating: string;
  pickleballRating: string;
  isRatingComplete: boolean;
  isAdmin: boolean;
  /** A second factor is enrolled. An admin without one can only set one up (AUTH.SECOND_FACTOR_REQUIRED). */
  secondFactorEnabled: boolean;
  phone: string | null;
  city: string | null;
  bio: string | null;
  yearsPlaying: number;
  preferredPosition: string | null;
  favoriteGame: string | null;
  totalMatches: number;
  createdAt: string;
  updatedAt: string;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    balance: row.balance,
    pendingBalance: row.pendingBalance,
    padelRating: row.padelRating,
    pickleballRating: row.pickleballRating,
    isRatingComplete: row.isRatingComplete,
    isAdmin: row.isAdmin,
    secondFactorEnabled: row.secondFactorEnabled,
    phone: row.phone,
    city: row.city,
    bio: row.bio,
    yearsPlaying: row.yearsPlaying,
    preferredPosition: row.preferredPosition,
    favoriteGame: row.favoriteGame,
    totalMatches: row.totalMatches,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
