import type { FormEvent, ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { courtFeeCents, todayInputValue, type CreateForm, type CreateFormErrors } from '../../utils/create-form';
import { parseMoneyInput, poolBreakdown } from '../../utils/pool-breakdown';
import { PoolBreakdownPanel } from './pool-breakdown-panel';

interface DetailsStepProps {
  form: CreateForm;
  errors: CreateFormErrors;
  onChange: <K extends keyof CreateForm>(field: K, value: CreateForm[K]) => void;
  onNext: () => void;
}

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

export function DetailsStep({ form, errors, onChange, onNext }: DetailsStepProps) {
  const breakdown = poolBreakdown(parseMoneyInput(form.entryFee) ?? 0, courtFeeCents(form.courtFee) ?? 0);

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
            value={form.name}
            maxLength={255}
            placeholder="Friday Night Doubles"
            onChange={(e) => onChange('name', e.target.value)}
            {...described('tournament-name', errors.name)}
          />
        </Field>
        <Field id="tournament-sport" label="Sport" error={errors.game}>
          <select
            id="tournament-sport"
            value={form.game}
            onChange={(e) => onChange('game', e.target.value as CreateForm['game'])}
            {...described('tournament-sport', errors.game)}
          >
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
            value={form.location}
            maxLength={500}
            placeholder="Downtown Padel Club, Court 3"
            onChange={(e) => onChange('location', e.target.value)}
            {...described('tournament-location', errors.location, true)}
          />
        </Field>
        <div className="form__row">
          <Field id="tournament-date" label="Date" error={errors.date}>
            <input
              id="tournament-date"
              type="date"
              min={todayInputValue()}
              value={form.date}
              onChange={(e) => onChange('date', e.target.value)}
              {...described('tournament-date', errors.date)}
            />
          </Field>
          <Field id="tournament-time" label="Time" error={errors.time}>
            <input
              id="tournament-time"
              type="time"
              value={form.time}
              onChange={(e) => onChange('time', e.target.value)}
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
              value={form.entryFee}
              onChange={(e) => onChange('entryFee', e.target.value)}
              {...described('tournament-entry-fee', errors.entryFee, true)}
            />
          </Field>
          <Field
            id="tournament-court-fee"
            label="Court Fee"
            hint="Optional: the whole court, split 4 ways"
            error={errors.courtFee}
          >
            <input
              id="tournament-court-fee"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="0.00"
              value={form.courtFee}
              onChange={(e) => onChange('courtFee', e.target.value)}
              {...described('tournament-court-fee', errors.courtFee, true)}
            />
          </Field>
        </div>
        <button type="submit" className="btn btn--primary btn--lg">
          Continue <ArrowRightIcon size={18} />
        </button>
      </form>
      <PoolBreakdownPanel breakdown={breakdown} />
    </div>
  );
}
