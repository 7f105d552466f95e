import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useUpdateRating, type RatingUpdate } from '../api/update-rating';

const LEVEL_LABELS = [
  '0 — Never played',
  '1 — Beginner',
  '2 — Learning the basics',
  '3 — Improver',
  '4 — Intermediate',
  '5 — Advanced',
  '6 — Competition player',
  '7 — Elite',
];

const INITIAL: RatingUpdate = {
  padelLevel: 1,
  pickleballLevel: 1,
  primarySport: 'padel',
  yearsPlaying: 0,
  preferredPosition: 'both',
  playingFrequency: 'weekly',
  competitiveExperience: 'none',
  previousRatingSystem: 'none',
};

/** The seed's full rating questionnaire (PUT /api/user/rating); the home chooser is its 4-button short form. */
export function RatingQuestionnairePage() {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<RatingUpdate>(INITIAL);
  const save = useUpdateRating({
    onSuccess: () => {
      toast({ title: 'Rating Set!', description: 'Your starting rating has been saved.' });
      void navigate('/profile');
    },
    onError: (error) => toast({ title: 'Could not save', description: getErrorMessage(error), variant: 'destructive' }),
  });
  const set = <K extends keyof RatingUpdate>(key: K, value: RatingUpdate[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(answers);
  };

  const select = <K extends keyof RatingUpdate>(
    key: K,
    label: string,
    options: Array<[RatingUpdate[K], string]>,
    parse: (value: string) => RatingUpdate[K],
  ) => (
    <div className="field">
      <label htmlFor={`rating-${key}`}>{label}</label>
      <select id={`rating-${key}`} value={String(answers[key])} onChange={(e) => set(key, parse(e.target.value))}>
        {options.map(([value, text]) => (
          <option key={String(value)} value={String(value)}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const levels = LEVEL_LABELS.map((text, level): [number, string] => [level, text]);

  return (
    <section className="container page">
      <div className="card stack" style={{ maxWidth: '40rem', margin: '0 auto' }}>
        <h1>Rating questionnaire</h1>
        <p className="muted">
          Your answers set your starting rating (1.0–10.0). After your first rated match, results take over.
        </p>
        <form className="form" onSubmit={onSubmit} aria-label="Rating questionnaire">
          {select('padelLevel', 'Padel level', levels, Number)}
          {select('pickleballLevel', 'Pickleball level', levels, Number)}
          {select(
            'primarySport',
            'Main sport',
            [
              ['padel', 'Padel'],
              ['pickleball', 'Pickleball'],
              ['both', 'Both'],
            ],
            (v) => v as RatingUpdate['primarySport'],
          )}
          {select(
            'yearsPlaying',
            'Years playing',
            Array.from({ length: 21 }, (_, years): [number, string] => [
              years,
              years === 20 ? '20 or more' : String(years),
            ]),
            Number,
          )}
          {select(
            'preferredPosition',
            'Preferred side',
            [
              ['left', 'Left'],
              ['right', 'Right'],
              ['both', 'Either'],
            ],
            (v) => v as RatingUpdate['preferredPosition'],
          )}
          {select(
            'playingFrequency',
            'How often you play',
            [
              ['weekly', 'Weekly'],
              ['monthly', 'Monthly'],
              ['occasionally', 'Occasionally'],
              ['new_player', 'Just starting'],
            ],
            (v) => v as RatingUpdate['playingFrequency'],
          )}
          {select(
            'competitiveExperience',
            'Competition experience',
            [
              ['none', 'None'],
              ['local', 'Local'],
              ['regional', 'Regional'],
              ['national', 'National'],
            ],
            (v) => v as RatingUpdate['competitiveExperience'],
          )}
          {select(
            'previousRatingSystem',
            'Rated before by',
            [
              ['none', 'Not rated before'],
              ['playtomic', 'Playtomic'],
              ['club', 'A club'],
              ['self_assessed', 'Self-assessed'],
            ],
            (v) => v as RatingUpdate['previousRatingSystem'],
          )}
          <div className="dialog-actions">
            <Link to="/" className="btn btn--outline">
              Cancel
            </Link>
            <button type="submit" className="btn btn--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save my rating'}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
