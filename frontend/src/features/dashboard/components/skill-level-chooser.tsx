import { Link } from 'react-router-dom';
import { TargetIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { quickRatingPayload, useUpdateRating, type SkillLevel } from '../api/update-rating';

const LEVELS: { level: SkillLevel; label: string; hint: string }[] = [
  { level: 1, label: 'Beginner', hint: 'New to the game or learning the basics' },
  { level: 2, label: 'Intermediate', hint: 'Consistent rallies, play regularly' },
  { level: 3, label: 'Advanced', hint: 'Strong tactics, competitive matches' },
  { level: 4, label: 'Expert', hint: 'Tournament-level player' },
];

export function SkillLevelChooser() {
  const updateRating = useUpdateRating({
    onSuccess: () => toast({ title: 'Rating Set!', description: 'Your rating has been saved.' }),
    onError: () => toast({ title: 'Error', description: 'Failed to update rating', variant: 'destructive' }),
  });
  const chosen = updateRating.isPending ? updateRating.variables?.padelLevel : undefined;

  return (
    <section className="card skill-chooser" aria-labelledby="skill-chooser-title">
      <div className="skill-chooser__intro">
        <span className="icon-badge icon-badge--green">
          <TargetIcon />
        </span>
        <div>
          <h2 id="skill-chooser-title" className="card__title">
            What's your skill level?
          </h2>
          <p className="muted">
            Pick the level that fits you best so we can match you with players of similar ability.
          </p>
        </div>
      </div>
      <div className="skill-chooser__options">
        {LEVELS.map(({ level, label, hint }) => (
          <button
            key={level}
            type="button"
            className="skill-option"
            disabled={updateRating.isPending}
            aria-busy={chosen === level || undefined}
            onClick={() => updateRating.mutate(quickRatingPayload(level))}
          >
            <span className="skill-option__label">{label}</span>
            <span className="skill-option__hint">{hint}</span>
          </button>
        ))}
      </div>
      <p className="small">
        <Link to="/rating-questionnaire">Answer the full questionnaire instead</Link>
      </p>
    </section>
  );
}
