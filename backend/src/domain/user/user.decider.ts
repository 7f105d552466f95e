import { Decider, DomainError, assertNever } from '../shared/decider';
import { EmailChange, EmailChangeCommand, decideEmailChange, evolveEmailChanges } from './email-change';
import { ProfilePhotoChanged, ProfileUpdated, RatingAnswers, UserEvent } from './user.events';

export type RegisterUser = {
  type: 'RegisterUser';
  data: { userId: string; email: string; firstName: string; lastName: string; passwordHash: string; now: string };
};
export type CompleteRatingQuestionnaire = {
  type: 'CompleteRatingQuestionnaire';
  data: { userId: string; answers: RatingAnswers; now: string };
};
export type PromoteToAdmin = {
  type: 'PromoteToAdmin';
  data: { userId: string; reason: string; now: string; promotedBy?: string; approvedBy?: string };
};
export type DemoteFromAdmin = {
  type: 'DemoteFromAdmin';
  data: { userId: string; reason: string; now: string; demotedBy: string; approvedBy?: string };
};
/** `email` must be the current address: a change of address is RequestEmailChange (password and links). */
export type UpdateProfile = {
  type: 'UpdateProfile';
  data: Omit<ProfileUpdated['data'], 'updatedAt'> & { now: string };
};

/** `followedExists`: whether the other player's account exists (read from their stream by the handler). */
export type FollowPlayer = {
  type: 'FollowPlayer';
  data: { userId: string; followedId: string; followedExists: boolean; now: string };
};
export type UnfollowPlayer = { type: 'UnfollowPlayer'; data: { userId: string; followedId: string; now: string } };

export type ChangeProfilePhoto = {
  type: 'ChangeProfilePhoto';
  data: Omit<ProfilePhotoChanged['data'], 'changedAt'> & { now: string };
};

/** How many players one player may follow. */
export const MAX_FOLLOWED = 500;

export type UserCommand =
  | RegisterUser
  | CompleteRatingQuestionnaire
  | PromoteToAdmin
  | DemoteFromAdmin
  | UpdateProfile
  | EmailChangeCommand
  | FollowPlayer
  | UnfollowPlayer
  | ChangeProfilePhoto;

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string | null;
  bio: string | null;
}

export interface UserState {
  status: 'none' | 'registered';
  userId: string | null;
  isAdmin: boolean;
  isRatingComplete: boolean;
  profile: UserProfile | null;
  emailChanges: EmailChange[];
  /** The players this one follows. */
  following: string[];
  /** The current profile photo's id, or null. */
  photoId: string | null;
  /** The questionnaire's ratings, in tenths: a player's rating until their first rated match. */
  startingRatingTenths: { padel: number; pickleball: number } | null;
}

export const initialUserState = (): UserState => ({
  status: 'none',
  userId: null,
  isAdmin: false,
  isRatingComplete: false,
  profile: null,
  emailChanges: [],
  following: [],
  photoId: null,
  startingRatingTenths: null,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, lastName } = event.data;
      return {
        ...state,
        status: 'registered',
        userId,
        profile: { firstName, lastName, email, phone: null, city: null, bio: null },
      };
    }
    case 'RatingQuestionnaireCompleted': {
      const { padelRatingTenths: padel, pickleballRatingTenths: pickleball } = event.data;
      return { ...state, isRatingComplete: true, startingRatingTenths: { padel, pickleball } };
    }
    case 'UserPromotedToAdmin':
      return { ...state, isAdmin: true };
    case 'UserDemotedFromAdmin':
      return { ...state, isAdmin: false };
    case 'ProfileUpdated': {
      const { firstName, lastName, email, phone, city, bio } = event.data;
      return { ...state, profile: { firstName, lastName, email, phone, city, bio } };
    }
    case 'ProfilePhotoChanged':
      return { ...state, photoId: event.data.photoId };
    case 'PlayerFollowed':
      return { ...state, following: [...state.following, event.data.followedId] };
    case 'PlayerUnfollowed':
      return { ...state, following: state.following.filter((id) => id !== event.data.followedId) };
    case 'EmailChangeRequested':
    case 'EmailChanged':
    case 'EmailChangeCancelled': {
      const { changes, email } = evolveEmailChanges(state.emailChanges, event);
      const profile = email !== null && state.profile ? { ...state.profile, email } : state.profile;
      return { ...state, emailChanges: changes, profile };
    }
  }
}

/**
 * The questionnaire's level 0-7 placed on the 1.0-10.0 rating scale, in tenths:
 * level 0 -> 1.0, level 7 -> 10.0, linear between, rounded half up.
 */
export function levelToRatingTenths(level: number): number {
  if (!Number.isInteger(level) || level < 0 || level > 7) {
    throw new DomainError('USER.INVALID_LEVEL', 'Skill levels go from 0 to 7.');
  }
  return 10 + Math.floor((level * 90 * 2 + 7) / 14);
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') {
        throw new DomainError('USER.ALREADY_REGISTERED', 'An account with this email already exists.', 'conflict');
      }
      const { now, ...rest } = command.data;
      return [{ type: 'UserRegistered', data: { ...rest, registeredAt: now } }];
    }
    case 'CompleteRatingQuestionnaire': {
      requireRegistered(state);
      const { answers, now, userId } = command.data;
      return [
        {
          type: 'RatingQuestionnaireCompleted',
          data: {
            userId,
            answers,
            padelRatingTenths: levelToRatingTenths(answers.padelLevel),
            pickleballRatingTenths: levelToRatingTenths(answers.pickleballLevel),
            completedAt: now,
          },
        },
      ];
    }
    case 'PromoteToAdmin': {
      requireRegistered(state);
      if (state.isAdmin) return [];
      const { userId, reason, now, promotedBy, approvedBy } = command.data;
      return [
        {
          type: 'UserPromotedToAdmin',
          data: {
            userId,
            reason,
            promotedAt: now,
            ...(promotedBy ? { promotedBy } : {}),
            ...(approvedBy ? { approvedBy } : {}),
          },
        },
      ];
    }
    case 'DemoteFromAdmin': {
      requireRegistered(state);
      if (!state.isAdmin) return [];
      const { userId, reason, now, demotedBy, approvedBy } = command.data;
      return [
        {
          type: 'UserDemotedFromAdmin',
          data: { userId, reason, demotedAt: now, demotedBy, ...(approvedBy ? { approvedBy } : {}) },
        },
      ];
    }
    case 'UpdateProfile': {
      requireRegistered(state);
      const { now, userId, ...profile } = command.data;
      if (!profile.firstName.trim()) throw new DomainError('USER.FIRST_NAME_REQUIRED', 'First name is required');
      if (!profile.lastName.trim()) throw new DomainError('USER.LAST_NAME_REQUIRED', 'Last name is required');
      if (state.profile && profile.email !== state.profile.email) {
        throw new DomainError(
          'USER.EMAIL_CHANGE_NEEDS_CONFIRMATION',
          'To change your email address, use "Change email": it asks for your password and sends a link to the new address.',
        );
      }
      if (sameProfile(state.profile, profile)) return [];
      return [{ type: 'ProfileUpdated', data: { userId, ...profile, updatedAt: now } }];
    }
    case 'FollowPlayer': {
      requireRegistered(state);
      const { userId, followedId, followedExists, now } = command.data;
      if (followedId === userId) throw new DomainError('USER.CANNOT_FOLLOW_SELF', 'You cannot follow yourself.');
      if (!followedExists) throw new DomainError('USER.PLAYER_NOT_FOUND', 'This player does not exist.', 'not_found');
      if (state.following.includes(followedId)) return [];
      if (state.following.length >= MAX_FOLLOWED) {
        throw new DomainError(
          'USER.FOLLOW_LIMIT',
          `You can follow at most ${MAX_FOLLOWED} players. Unfollow someone first.`,
          'conflict',
        );
      }
      return [{ type: 'PlayerFollowed', data: { userId, followedId, followedAt: now } }];
    }
    case 'UnfollowPlayer': {
      requireRegistered(state);
      const { userId, followedId, now } = command.data;
      if (!state.following.includes(followedId)) return [];
      return [{ type: 'PlayerUnfollowed', data: { userId, followedId, unfollowedAt: now } }];
    }
    case 'ChangeProfilePhoto': {
      requireRegistered(state);
      const { now, ...photo } = command.data;
      return [{ type: 'ProfilePhotoChanged', data: { ...photo, changedAt: now } }];
    }
    case 'RequestEmailChange':
    case 'ConfirmEmailChange':
    case 'CancelEmailChange':
      requireRegistered(state);
      return decideEmailChange(command, state.emailChanges, state.profile!.email);
    default:
      return assertNever(command);
  }
}

function sameProfile(current: UserProfile | null, next: UserProfile): boolean {
  if (!current) return false;
  return (Object.keys(next) as Array<keyof UserProfile>).every((key) => current[key] === next[key]);
}

function requireRegistered(state: UserState): void {
  if (state.status !== 'registered') throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
};
