/** Events of the stream `user-{userId}` and the e-mail reservation stream `user_email-{hash}`. */
export type EmailReserved = { type: 'EmailReserved'; data: { email: string; userId: string } };

export type UserRegistered = {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    /** bcrypt hash; redacted from every API view of the stream. */
    passwordHash: string;
    registeredAt: string;
  };
};

export type RatingQuestionnaireCompleted = {
  type: 'RatingQuestionnaireCompleted';
  data: {
    userId: string;
    answers: RatingAnswers;
    /** Ratings on the 1.0-10.0 scale, in tenths (10 = 1.0, 100 = 10.0) so no float is stored. */
    padelRatingTenths: number;
    pickleballRatingTenths: number;
    completedAt: string;
  };
};

/** `promotedBy`/`approvedBy`: the admins who did it (absent for the start-up ADMIN_EMAIL promotion). */
export type UserPromotedToAdmin = {
  type: 'UserPromotedToAdmin';
  data: { userId: string; reason: string; promotedAt: string; promotedBy?: string; approvedBy?: string };
};

export type UserDemotedFromAdmin = {
  type: 'UserDemotedFromAdmin';
  data: { userId: string; reason: string; demotedAt: string; demotedBy: string; approvedBy?: string };
};

/**
 * The whole editable profile after a change (not a diff), so a read model just copies it.
 * Optional fields are null when blank. A new e-mail was reserved (`user_email-{hash}`) first.
 */
export type ProfileUpdated = {
  type: 'ProfileUpdated';
  data: {
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    city: string | null;
    bio: string | null;
    updatedAt: string;
  };
};

/**
 * A signed-in owner (current password checked) asked to move the account to `toEmail`. Nothing
 * changes until the link mailed to `toEmail` is opened; `fromEmail` got a notice whose link cancels
 * the change for 7 days. Only the sha256 of each link's token is kept.
 */
export type EmailChangeRequested = {
  type: 'EmailChangeRequested';
  data: {
    userId: string;
    fromEmail: string;
    toEmail: string;
    confirmTokenHash: string;
    confirmExpiresAt: string;
    cancelTokenHash: string;
    cancelExpiresAt: string;
    requestedAt: string;
  };
};

/** The link sent to the new address was opened: the account's address is `toEmail` now (verified). */
export type EmailChanged = {
  type: 'EmailChanged';
  data: { userId: string; fromEmail: string; toEmail: string; confirmTokenHash: string; changedAt: string };
};

/**
 * The old address's owner said "this was not me". A change still waiting is void; one already
 * made is undone (`restoredEmail`, else null), and every session of the account was ended.
 */
export type EmailChangeCancelled = {
  type: 'EmailChangeCancelled';
  data: { userId: string; cancelTokenHash: string; restoredEmail: string | null; cancelledAt: string };
};

/** The player (`userId`, this stream's owner) follows another player: their open matches come first on Home. */
export type PlayerFollowed = {
  type: 'PlayerFollowed';
  data: { userId: string; followedId: string; followedAt: string };
};

export type PlayerUnfollowed = {
  type: 'PlayerUnfollowed';
  data: { userId: string; followedId: string; unfollowedAt: string };
};

/**
 * A new profile photo: the server's resized copy (WebP, 256×256), stored under `photoId` outside
 * the web root and served by `/api/users/{userId}/photo`. The uploaded original is not kept.
 */
export type ProfilePhotoChanged = {
  type: 'ProfilePhotoChanged';
  data: {
    userId: string;
    photoId: string;
    contentType: 'image/webp';
    sizeBytes: number;
    sha256: string;
    changedAt: string;
  };
};

export type EmailChangeEvent = EmailChangeRequested | EmailChanged | EmailChangeCancelled;

export type UserEvent =
  | UserRegistered
  | RatingQuestionnaireCompleted
  | UserPromotedToAdmin
  | UserDemotedFromAdmin
  | ProfileUpdated
  | EmailChangeEvent
  | PlayerFollowed
  | PlayerUnfollowed
  | ProfilePhotoChanged;

export const SPORTS = ['padel', 'pickleball', 'both'] as const;
export const POSITIONS = ['left', 'right', 'both'] as const;
export const FREQUENCIES = ['weekly', 'monthly', 'occasionally', 'new_player'] as const;
export const EXPERIENCES = ['none', 'local', 'regional', 'national'] as const;
export const RATING_SYSTEMS = ['playtomic', 'club', 'self_assessed', 'none'] as const;

export interface RatingAnswers {
  padelLevel: number;
  pickleballLevel: number;
  primarySport: (typeof SPORTS)[number];
  yearsPlaying: number;
  preferredPosition: (typeof POSITIONS)[number] | null;
  playingFrequency: (typeof FREQUENCIES)[number];
  competitiveExperience: (typeof EXPERIENCES)[number];
  previousRatingSystem: (typeof RATING_SYSTEMS)[number] | null;
}
