import { spec } from '../shared/given-when-then.spec-helper';
import { RatingAnswers, UserRegistered } from './user.events';
import { MAX_FOLLOWED, levelToRatingTenths, userDecider } from './user.decider';

const now = '2026-11-21T10:00:00.000Z';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lopez',
    passwordHash: 'h',
    registeredAt: now,
  },
};
const answers: RatingAnswers = {
  padelLevel: 3,
  pickleballLevel: 0,
  primarySport: 'padel',
  yearsPlaying: 2,
  preferredPosition: 'left',
  playingFrequency: 'weekly',
  competitiveExperience: 'local',
  previousRatingSystem: null,
};

describe('user decider', () => {
  it('registers a new user', () => {
    const { registeredAt, ...data } = registered.data;
    spec(userDecider)
      .given([])
      .when({ type: 'RegisterUser', data: { ...data, now: registeredAt } })
      .then([registered]);
  });

  it('refuses to register the same user twice', () => {
    const { registeredAt, ...data } = registered.data;
    spec(userDecider)
      .given([registered])
      .when({ type: 'RegisterUser', data: { ...data, now: registeredAt } })
      .thenThrows('USER.ALREADY_REGISTERED', /already exists/);
  });

  it('records the questionnaire with ratings on the 1.0-10.0 scale', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'CompleteRatingQuestionnaire', data: { userId: 'u1', answers, now } })
      .then([
        {
          type: 'RatingQuestionnaireCompleted',
          data: { userId: 'u1', answers, padelRatingTenths: 49, pickleballRatingTenths: 10, completedAt: now },
        },
      ]);
  });

  it('refuses a questionnaire for an unknown user', () => {
    spec(userDecider)
      .given([])
      .when({ type: 'CompleteRatingQuestionnaire', data: { userId: 'u1', answers, now } })
      .thenThrows('USER.NOT_FOUND');
  });

  it('refuses a level outside 0-7', () => {
    spec(userDecider)
      .given([registered])
      .when({
        type: 'CompleteRatingQuestionnaire',
        data: { userId: 'u1', answers: { ...answers, padelLevel: 8 }, now },
      })
      .thenThrows('USER.INVALID_LEVEL');
  });

  it('promotes to admin once (a repeat is a no-op)', () => {
    const promoted = {
      type: 'UserPromotedToAdmin' as const,
      data: { userId: 'u1', reason: 'ADMIN_EMAIL', promotedAt: now },
    };
    spec(userDecider)
      .given([registered])
      .when({ type: 'PromoteToAdmin', data: { userId: 'u1', reason: 'ADMIN_EMAIL', now } })
      .then([promoted]);
    spec(userDecider)
      .given([registered, promoted])
      .when({ type: 'PromoteToAdmin', data: { userId: 'u1', reason: 'ADMIN_EMAIL', now } })
      .thenNothing();
  });

  it('maps levels 0..7 onto 1.0..10.0 in tenths', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(levelToRatingTenths)).toEqual([10, 23, 36, 49, 61, 74, 87, 100]);
  });
});

describe('user decider: profile', () => {
  const profile = {
    userId: 'u1',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: null,
    city: null,
    bio: null,
  };
  const updated = {
    type: 'ProfileUpdated' as const,
    data: { ...profile, city: 'Lahore', bio: 'Left side, lobs.', updatedAt: now },
  };

  // A new address is not the form's business: email-change.unit.spec.ts.
  it('records the whole profile after a change', () => {
    spec(userDecider)
      .given([registered])
      .when({
        type: 'UpdateProfile',
        data: { ...profile, city: 'Lahore', bio: 'Left side, lobs.', now },
      })
      .then([updated]);
  });

  it('decides nothing when nothing changed (after registration or after an update)', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'UpdateProfile', data: { ...profile, now } })
      .thenNothing();
    const { updatedAt: _at, ...same } = updated.data;
    spec(userDecider)
      .given([registered, updated])
      .when({ type: 'UpdateProfile', data: { ...same, now } })
      .thenNothing();
  });

  it('refuses blank names and unknown users', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'UpdateProfile', data: { ...profile, firstName: '  ', now } })
      .thenThrows('USER.FIRST_NAME_REQUIRED', /First name is required/);
    spec(userDecider)
      .given([registered])
      .when({ type: 'UpdateProfile', data: { ...profile, lastName: '', now } })
      .thenThrows('USER.LAST_NAME_REQUIRED');
    spec(userDecider)
      .given([])
      .when({ type: 'UpdateProfile', data: { ...profile, now } })
      .thenThrows('USER.NOT_FOUND');
  });
});

describe('following players', () => {
  const follow = (followedId: string, followedExists = true) => ({
    type: 'FollowPlayer' as const,
    data: { userId: 'u1', followedId, followedExists, now },
  });
  const followed = (followedId: string) => ({
    type: 'PlayerFollowed' as const,
    data: { userId: 'u1', followedId, followedAt: now },
  });

  it('follows another player once; following again changes nothing', () => {
    spec(userDecider)
      .given([registered])
      .when(follow('u2'))
      .then([followed('u2')]);
    spec(userDecider)
      .given([registered, followed('u2')])
      .when(follow('u2'))
      .then([]);
  });

  it('refuses to follow oneself or a player who does not exist', () => {
    spec(userDecider)
      .given([registered])
      .when(follow('u1'))
      .thenThrows('USER.CANNOT_FOLLOW_SELF', /yourself/);
    spec(userDecider).given([registered]).when(follow('u9', false)).thenThrows('USER.PLAYER_NOT_FOUND');
  });

  it('unfollows a followed player; unfollowing one not followed changes nothing', () => {
    const unfollow = { type: 'UnfollowPlayer' as const, data: { userId: 'u1', followedId: 'u2', now } };
    spec(userDecider)
      .given([registered, followed('u2')])
      .when(unfollow)
      .then([{ type: 'PlayerUnfollowed', data: { userId: 'u1', followedId: 'u2', unfollowedAt: now } }]);
    spec(userDecider).given([registered]).when(unfollow).then([]);
  });

  it(`stops at ${MAX_FOLLOWED} followed players`, () => {
    const many = Array.from({ length: MAX_FOLLOWED }, (_, i) => followed(`p${i}`));
    spec(userDecider)
      .given([registered, ...many])
      .when(follow('one-more'))
      .thenThrows('USER.FOLLOW_LIMIT', /Unfollow someone first/);
  });
});

describe('profile photo', () => {
  it('records the stored photo; a user who does not exist is refused', () => {
    const photo = { userId: 'u1', photoId: 'p1', contentType: 'image/webp' as const, sizeBytes: 900, sha256: 'ab' };
    spec(userDecider)
      .given([registered])
      .when({ type: 'ChangeProfilePhoto', data: { ...photo, now } })
      .then([{ type: 'ProfilePhotoChanged', data: { ...photo, changedAt: now } }]);
    spec(userDecider)
      .given([])
      .when({ type: 'ChangeProfilePhoto', data: { ...photo, now } })
      .thenThrows('USER.NOT_FOUND');
  });
});
