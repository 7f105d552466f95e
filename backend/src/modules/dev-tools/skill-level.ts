import { EXPERIENCES, FREQUENCIES } from '../../domain/user/user.events';
import { SkillLevel } from './create-test-user.dto';

type Experience = (typeof EXPERIENCES)[number];

/** Our questionnaire has no "skill level"; the test form's value is kept as the competitive-experience answer. */
export const EXPERIENCE_BY_SKILL: Record<SkillLevel, Experience> = {
  beginner: 'none',
  intermediate: 'local',
  advanced: 'regional',
  professional: 'national',
};

export const FREQUENCY_BY_SKILL: Record<SkillLevel, (typeof FREQUENCIES)[number]> = {
  beginner: 'occasionally',
  intermediate: 'monthly',
  advanced: 'weekly',
  professional: 'weekly',
};

export function skillLevelOf(experience: string | undefined): SkillLevel | null {
  const found = (Object.entries(EXPERIENCE_BY_SKILL) as Array<[SkillLevel, Experience]>).find(
    ([, e]) => e === experience,
  );
  return found ? found[0] : null;
}

/**
 * The seed's padel rating 1-100 is our 1.0-10.0 divided by 10. Ratings only come from the questionnaire
 * (levels 0-7, see levelToRatingTenths), so the nearest level is chosen: 50 (5.0) becomes level 3 (4.9).
 */
export function padelLevelFor(seedRating: number): number {
  const rating = Math.min(10, Math.max(1, seedRating / 10));
  return Math.round(((rating - 1) / 9) * 7);
}
