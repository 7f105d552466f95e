import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/errors';
import { checkMoneyInput } from '@/lib/money-form';
import { centsFromApi, toAmountString, usd } from '@/lib/money';
import { formatDateTime } from '@/lib/tournaments';
import type { DepositLimit, Eligibility } from '@/types/api';
import {
  useEligibility,
  useSelfExclude,
  useSetDepositLimits,
  useStartCoolOff,
  type CoolOffPeriod,
  type SelfExclusionPeriod,
} from '../api/eligibility';
import './eligibility.css';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_LABEL: Record<Period, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

const COOL_OFF: Record<CoolOffPeriod, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
const SELF_EXCLUSION: Record<SelfExclusionPeriod, string> = { '6m': '6 months', '1y': '1 year', '5y': '5 years' };

/** Account › Limits: deposit limits with what is left, a break (cool-off) and self-exclusion. */
export function LimitsPage() {
  const eligibility = useEligibility();
  return (
    <div className="container page eligibility">
      <header className="page-title">
        <h1>Your limits</h1>
        <p className="muted">
          Limits you set for yourself. Withdrawals of your own money always stay open, whatever you set here. See also{' '}
          <Link to="/account/verification">identity verification</Link>.
        </p>
      </header>
      {eligibility.isPending ? (
        <p role="status">Loading your limits…</p>
      ) : eligibility.isError ? (
        <div role="alert" className="card">
          <p>{getErrorMessage(eligibility.error, 'Your limits could not be loaded.')}</p>
          <button type="button" className="btn btn--outline" onClick={() => void eligibility.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <RestrictionState eligibility={eligibility.data} />
          <DepositLimits eligibility={eligibility.data} />
          <TakeABreak eligibility={eligibility.data} />
        </>
      )}
    </div>
  );
}

function RestrictionState({ eligibility }: { eligibility: Eligibility }) {
  const { selfExcludedUntil, coolOffUntil } = eligibility;
  if (!selfExcludedUntil && !coolOffUntil) return null;
  return (
    <section className="card eligibility__state" role="status">
      {selfExcludedUntil ? (
        <p>
          You are self-excluded until <strong>{formatDateTime(selfExcludedUntil)}</strong>: no deposits and no paid
          matches until then. Nobody can lift it early.
        </p>
      ) : (
        <p>
          You are on a break until <strong>{formatDateTime(coolOffUntil)}</strong>: no deposits and no paid matches
          until then.
        </p>
      )}
      <p>You can still withdraw your balance from the wallet.</p>
    </section>
  );
}

function limitText(limit: DepositLimit): string {
  return limit.amount === null ? 'No limit' : dollars(limit.amount);
}

function DepositLimits({ eligibility }: { eligibility: Eligibility }) {
  const { limits } = eligibility;
  const save = useSetDepositLimits();
  const [text, setText] = useState<Record<Period, string>>(() => ({
    daily: limits.daily.amount ?? '',
    weekly: limits.weekly.amount ?? '',
    monthly: limits.monthly.amount ?? '',
  }));
  const [problems, setProblems] = useState<Partial<Record<Period, string>>>({});
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Period, string>> = {};
    const amounts = {} as Record<Period, string | null>;
    for (const period of PERIODS) {
      const typed = text[period].trim();
      if (typed === '') {
        amounts[period] = null;
        continue;
      }
      const checked = checkMoneyInput(typed, { minCents: 100 });
      if (checked.ok) amounts[period] = toAmountString(checked.cents);
      else found[period] = checked.message;
    }
    setProblems(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    save.mutate(amounts, { onSuccess: () => setSaved(true) });
  };

  return (
    <section className="card" aria-labelledby="deposit-limits-heading">
      <h2 id="deposit-limits-heading">Deposit limits</h2>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="sr-only">Your deposit limits and what is left</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Limit</th>
              <th scope="col">Left</th>
              <th scope="col">Resets</th>
              <th scope="col">Change waiting</th>
            </tr>
          </thead>
          <tbody>
            {PERIODS.map((period) => {
              const limit = limits[period];
              return (
                <tr key={period}>
                  <th scope="row">{PERIOD_LABEL[period]}</th>
                  <td>{limitText(limit)}</td>
                  <td>{limit.left === null ? '—' : dollars(limit.left)}</td>
                  <td>{limit.resetsAt ? formatDateTime(limit.resetsAt) : '—'}</td>
                  <td>
                    {limit.pending
                      ? `${limit.pending.amount === null ? 'No limit' : dollars(limit.pending.amount)} from ${formatDateTime(limit.pending.effectiveAt)}`
                      : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form onSubmit={submit} noValidate className="eligibility__form">
        <p className="muted small">
          A lower limit applies at once. A higher one, or removing one, applies after 24 hours. Leave a field empty for
          no limit.
        </p>
        {PERIODS.map((period) => (
          <div className="field" key={period}>
            <label htmlFor={`limit-${period}`}>{PERIOD_LABEL[period]} limit (USD)</label>
            <input
              id={`limit-${period}`}
              inputMode="decimal"
              value={text[period]}
              aria-invalid={problems[period] ? true : undefined}
              aria-describedby={problems[period] ? `limit-${period}-error` : undefined}
              onChange={(event) => setText((t) => ({ ...t, [period]: event.target.value }))}
            />
            {problems[period] ? (
              <p id={`limit-${period}-error`} className="field__error">
                {problems[period]}
              </p>
            ) : null}
          </div>
        ))}
        {save.isError ? (
          <p role="alert" className="field__error">
            {getErrorMessage(save.error, 'Your limits could not be saved. Please try again.')}
          </p>
        ) : null}
        {saved ? <p role="status">Saved. A higher limit shows under “Change waiting” until it applies.</p> : null}
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save limits'}
        </button>
      </form>
    </section>
  );
}

type Pending = { kind: 'cool-off'; period: CoolOffPeriod } | { kind: 'self-exclusion'; period: SelfExclusionPeriod };

function TakeABreak({ eligibility }: { eligibility: Eligibility }) {
  const coolOff = useStartCoolOff();
  const selfExclude = useSelfExclude();
  const [coolOffPeriod, setCoolOffPeriod] = useState<CoolOffPeriod>('24h');
  const [exclusionPeriod, setExclusionPeriod] = useState<SelfExclusionPeriod>('6m');
  const [asking, setAsking] = useState<Pending | null>(null);
  const excluded = Boolean(eligibility.selfExcludedUntil);
  const failed = coolOff.error ?? selfExclude.error;

  const confirm = () => {
    if (!asking) return;
    const done = { onSettled: () => setAsking(null) };
    if (asking.kind === 'cool-off') coolOff.mutate(asking.period, done);
    else selfExclude.mutate(asking.period, done);
  };

  return (
    <section className="card" aria-labelledby="break-heading">
      <h2 id="break-heading">Take a break</h2>
      {failed ? (
        <p role="alert" className="field__error">
          {getErrorMessage(failed, 'That could not be done. Please try again.')}
        </p>
      ) : null}
      <fieldset disabled={excluded}>
        <legend>Cool-off: no deposits, joins or new paid matches for a while</legend>
        {(Object.keys(COOL_OFF) as CoolOffPeriod[]).map((period) => (
          <label key={period} className="eligibility__choice">
            <input
              type="radio"
              name="cool-off"
              value={period}
              checked={coolOffPeriod === period}
              onChange={() => setCoolOffPeriod(period)}
            />{' '}
            {COOL_OFF[period]}
          </label>
        ))}
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => setAsking({ kind: 'cool-off', period: coolOffPeriod })}
        >
          Start a {COOL_OFF[coolOffPeriod]} break
        </button>
      </fieldset>
      <fieldset disabled={excluded}>
        <legend>Self-exclusion: stop paid play for a long time</legend>
        {(Object.keys(SELF_EXCLUSION) as SelfExclusionPeriod[]).map((period) => (
          <label key={period} className="eligibility__choice">
            <input
              type="radio"
              name="self-exclusion"
              value={period}
              checked={exclusionPeriod === period}
              onChange={() => setExclusionPeriod(period)}
            />{' '}
            {SELF_EXCLUSION[period]}
          </label>
        ))}
        <button
          type="button"
          className="btn btn--danger"
          onClick={() => setAsking({ kind: 'self-exclusion', period: exclusionPeriod })}
        >
          Exclude myself for {SELF_EXCLUSION[exclusionPeriod]}
        </button>
      </fieldset>
      {asking ? (
        <ConfirmDialog
          title={asking.kind === 'cool-off' ? 'Start a break?' : 'Exclude yourself?'}
          description={
            asking.kind === 'cool-off'
              ? `For ${COOL_OFF[asking.period]} you cannot deposit, join or create paid matches. It cannot be shortened or undone.`
              : `For ${SELF_EXCLUSION[asking.period]} you cannot deposit, join or create paid matches, and your matches that have not started are refunded. Nobody can lift it early, our staff included.`
          }
          confirmLabel={asking.kind === 'cool-off' ? 'Start the break' : 'Exclude me'}
          destructive
          pending={coolOff.isPending || selfExclude.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        >
          <p>You can still withdraw your balance at any time.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** "12.50" from the API as "$12.50". */
function dollars(amount: string): string {
  return usd(centsFromApi(amount));
}
