import type { FormEvent, ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ArrowRightIcon } from '@/components/ui/icons';
import { parseMoney } from '@/lib/money';
import type { MoneyRules } from '@/lib/money-rules';
import { todayInputValue, type CreateForm, type CreateTournamentValues } from '../../utils/create-form';
import { poolBreakdown } from '../../utils/pool-breakdown';
import { PoolBreakdownPanel } from './pool-breakdown-panel';

interface DetailsStepProps {
  form: UseFormReturn<CreateForm, unknown, CreateTournamentValues>;
  rules: MoneyRules;
  onNext: () => void;
}

/** The live breakdown shows what the fee typed so far adds up to; an amount not yet valid counts as none. */
const centsSoFar = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : 0;
};

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** aria-invalid and aria-describedby for a field with an optional hint and error. */
function described(id: string, error: string | undefined, hasHint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}

export function DetailsStep({ form, rules, onNext }: DetailsStepProps) {
  const { register } = form;
  const { errors: fieldErrors } = form.formState;
  const errors: Partial<Record<keyof CreateForm, string>> = {
    name: fieldErrors.name?.message,
    game: fieldErrors.game?.message,
    location: fieldErrors.location?.message,
    date: fieldErrors.date?.message,
    time: fieldErrors.time?.message,
    entryFee: fieldErrors.entryFee?.message,
    courtFee: fieldErrors.courtFee?.message,
  };
  const [entryFee, courtFee] = useWatch({ control: form.control, name: ['entryFee', 'courtFee'] });
  const breakdown = poolBreakdown(centsSoFar(entryFee), centsSoFar(courtFee), rules);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <div className="create-layout">
      <form className="card form" onSubmit={onSubmit} noValidate aria-label="Tournament details">
        <h2 className="card__title">Tournament Details</h2>
        <Field id="tournament-name" label="Tournament Name" error={errors.name}>
          <input
            id="tournament-name"
            maxLength={255}
            placeholder="Friday Night Doubles"
            {...register('name')}
            {...described('tournament-name', errors.name)}
          />
        </Field>
        <Field id="tournament-sport" label="Sport" error={errors.game}>
          <select id="tournament-sport" {...register('game')} {...described('tournament-sport', errors.game)}>
            <option value="">Select a sport</option>
            <option value="padel">Padel</option>
            <option value="pickleball">Pickleball</option>
          </select>
        </Field>
        <Field
          id="tournament-location"
          label="Location"
          hint="Optional: the club or court address"
          error={errors.location}
        >
          <input
            id="tournament-location"
            maxLength={500}
            placeholder="Downtown Padel Club, Court 3"
            {...register('location')}
            {...described('tournament-location', errors.location, true)}
          />
        </Field>
        <div className="form__row">
          <Field id="tournament-date" label="Date" error={errors.date}>
            <input
              id="tournament-date"
              type="date"
              min={todayInputValue()}
              {...register('date')}
              {...described('tournament-date', errors.date)}
            />
          </Field>
          <Field id="tournament-time" label="Time" error={errors.time}>
            <input
              id="tournament-time"
              type="time"
              {...register('time')}
              {...described('tournament-time', errors.time)}
            />
          </Field>
        </div>
        <div className="form__row">
          <Field id="tournament-entry-fee" label="Entry Fee" hint="Per player, in USD" error={errors.entryFee}>
            <input
              id="tournament-entry-fee"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              placeholder="10.00"
              {...register('entryFee')}
              {...described('tournament-entry-fee', errors.entryFee, true)}
            />
          </Field>
          <Field
            id="tournament-court-fee"
            label="Court Fee"
            hint={`Optional: the whole court, split ${rules.tournament.playersPerTournament} ways`}
            error={errors.courtFee}
          >
            <input
              id="tournament-court-fee"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="0.00"
              {...register('courtFee')}
              {...described('tournament-court-fee', errors.courtFee, true)}
            />
          </Field>
        </div>
        <button type="submit" className="btn btn--primary btn--lg" disabled={form.formState.isSubmitting}>
          Continue <ArrowRightIcon size={18} />
        </button>
      </form>
      <PoolBreakdownPanel breakdown={breakdown} rules={rules} />
    </div>
  );
}
