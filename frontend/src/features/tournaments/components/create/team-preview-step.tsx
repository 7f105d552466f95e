import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarIcon, InfoIcon, MapPinIcon, UserIcon } from '@/components/ui/icons';
import { SportBadge } from '@/components/ui/sport-icon';
import { centsFromApiOrZero, usd } from '@/lib/money';
import { formatDateTime, formatRating, initialsOf, personName, sportOf } from '@/lib/tournaments';
import type { User } from '@/types/api';
import type { MoneyRules } from '@/lib/money-rules';
import type { CreateTournamentValues } from '../../utils/create-form';
import { poolBreakdown } from '../../utils/pool-breakdown';

interface TeamPreviewStepProps {
  values: CreateTournamentValues;
  rules: MoneyRules;
  user: User | null;
  isCreating: boolean;
  insufficientBalance: boolean;
  onBack: () => void;
  onCreate: () => void;
}

function EmptySlot({ label }: { label: string }) {
  return (
    <li className="slot slot--empty">
      <span className="avatar avatar--empty" aria-hidden="true">
        <UserIcon size={16} />
      </span>
      <span className="slot__body">
        <span className="slot__label">{label}</span>
        <span className="slot__name muted">Invite players</span>
      </span>
    </li>
  );
}

export function TeamPreviewStep({
  values,
  rules,
  user,
  isCreating,
  insufficientBalance,
  onBack,
  onCreate,
}: TeamPreviewStepProps) {
  const sport = sportOf(values.game);
  const b = poolBreakdown(values.entryFee, values.courtFee, rules);
  const start = values.start;
  const rating = sport.kind === 'pickleball' ? user?.pickleballRating : user?.padelRating;
  const lowBalance = user !== null && centsFromApiOrZero(user.balance) < b.totalPerPlayerCents;

  return (
    <div className="create-layout">
      <section className="card stack" aria-labelledby="team-preview-title">
        <h2 id="team-preview-title" className="card__title">
          Team Preview
        </h2>
        <div className="preview-summary">
          <SportBadge game={values.game} />
          <div>
            <h3 className="preview-summary__name">{values.name}</h3>
            <p className="muted small">{sport.label} doubles · 4 players</p>
          </div>
        </div>
        <ul className="meta-list">
          {!Number.isNaN(start.getTime()) && (
            <li>
              <CalendarIcon size={16} /> {formatDateTime(start.toISOString())}
            </li>
          )}
          {values.location && (
            <li>
              <MapPinIcon size={16} /> {values.location}
            </li>
          )}
        </ul>

        <div className="teams" aria-label="Teams">
          <section className="team" aria-label="Team A">
            <h4 className="team__title">Team A</h4>
            <ul className="team__slots">
              <li className="slot">
                <span className="avatar avatar--sm" aria-hidden="true">
                  {initialsOf(user ?? {})}
                </span>
                <span className="slot__body">
                  <span className="slot__label">Player 1</span>
                  <span className="slot__name">
                    {personName(user, 'You')} <span className="tag tag--green">You</span>
                  </span>
                  <span className="slot__meta">Rating {formatRating(rating)}</span>
                </span>
              </li>
              <EmptySlot label="Player 2" />
            </ul>
          </section>
          <span className="teams__vs" aria-hidden="true">
            VS
          </span>
          <section className="team" aria-label="Team B">
            <h4 className="team__title">Team B</h4>
            <ul className="team__slots">
              <EmptySlot label="Player 1" />
              <EmptySlot label="Player 2" />
            </ul>
          </section>
        </div>
        <p className="muted small">
          You join automatically as Team A Player 1. Invite the other three players from the tournament page once it is
          created.
        </p>
      </section>

      <aside className="stack">
        <section className="panel" aria-labelledby="preview-money-title">
          <h2 id="preview-money-title" className="panel__title">
            Summary
          </h2>
          <dl className="money-list">
            <div>
              <dt>Entry fee</dt>
              <dd>{usd(b.entryFeeCents)}</dd>
            </div>
            {b.courtFeeCents > 0 && (
              <div>
                <dt>Court share</dt>
                <dd>{usd(b.courtShareCents)}</dd>
              </div>
            )}
            <div>
              <dt>Entry fees ({rules.tournament.playersPerTournament} players)</dt>
              <dd>{usd(b.poolCents)}</dd>
            </div>
            <div>
              <dt>Prize (each winner)</dt>
              <dd className="text-green">{usd(b.firstWinnerCents)}</dd>
            </div>
            <div className="money-list__total">
              <dt>You pay now</dt>
              <dd>{usd(b.totalPerPlayerCents)}</dd>
            </div>
          </dl>
        </section>
        {(lowBalance || insufficientBalance) && (
          <div className="notice" role="note">
            <InfoIcon size={18} />
            <span>
              Your wallet balance is lower than the {usd(b.totalPerPlayerCents)} you pay to create this tournament.{' '}
              <Link to="/deposit">Add funds</Link>
            </span>
          </div>
        )}
        <div className="step-actions">
          <button type="button" className="btn btn--outline" onClick={onBack} disabled={isCreating}>
            Back
          </button>
          <button type="button" className="btn btn--primary" onClick={onCreate} disabled={isCreating}>
            {isCreating ? 'Creating...' : 'Create Tournament'} {!isCreating && <ArrowRightIcon size={18} />}
          </button>
        </div>
      </aside>
    </div>
  );
}
