import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { centsFromApi, usd } from '@/lib/money';
import type { Eligibility, VerificationAnswer } from '@/types/api';
import { useEligibility, useFinishTestVerification, useStartVerification, useUpdateDetails } from '../api/eligibility';
import './eligibility.css';

/** The verification started in this tab (its id is needed to upload documents or finish a test-mode check). */
const STARTED_KEY = 'courtcash.verification';

const LEVELS = [
  { level: 0, name: 'Not verified', allows: 'Deposit and play, up to a lifetime deposit total. No withdrawals.' },
  { level: 1, name: 'Identity verified', allows: 'Withdraw your winnings, up to the daily withdrawal limit.' },
  { level: 2, name: 'Enhanced (proof of address)', allows: 'The higher daily withdrawal limit.' },
] as const;

const ACCEPTED_FILES = 'image/jpeg,image/png,application/pdf';
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Account › Verification: the level, what the next one allows, and the step that gets there. */
export function VerificationPage() {
  const eligibility = useEligibility({ pollWhilePending: true });
  return (
    <div className="container page eligibility">
      <header className="page-title">
        <h1>Identity verification</h1>
        <p className="muted">
          Real-money play needs to know who you are. Your level decides what you can do with your wallet. See also{' '}
          <Link to="/account/limits">your limits</Link>.
        </p>
      </header>
      {eligibility.isPending ? (
        <p role="status">Loading your verification…</p>
      ) : eligibility.isError ? (
        <div role="alert" className="card">
          <p>{getErrorMessage(eligibility.error, 'Your verification could not be loaded.')}</p>
          <button type="button" className="btn btn--outline" onClick={() => void eligibility.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <VerificationDetails eligibility={eligibility.data} />
      )}
    </div>
  );
}

function VerificationDetails({ eligibility }: { eligibility: Eligibility }) {
  const { kycLevel, kycStatus, limits } = eligibility;
  return (
    <>
      <section className="card" aria-labelledby="level-heading">
        <h2 id="level-heading">
          Your level: {kycLevel} · {LEVELS[kycLevel].name}
        </h2>
        <p>
          Status: <strong>{STATUS_TEXT[kycStatus]}</strong>
        </p>
        {kycLevel === 0 && limits.unverifiedDepositLeft !== null ? (
          <p>You can still deposit {dollars(limits.unverifiedDepositLeft)} before you verify your identity.</p>
        ) : null}
        {kycLevel > 0 && limits.dailyWithdrawal !== null ? (
          <p>You can withdraw up to {dollars(limits.dailyWithdrawal)} a day.</p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="levels-heading">
        <h2 id="levels-heading">What each level allows</h2>
        <ol className="eligibility__levels">
          {LEVELS.map(({ level, name, allows }) => (
            <li key={level} aria-current={level === kycLevel ? 'step' : undefined}>
              <strong>
                Level {level}: {name}
              </strong>
              {level === kycLevel ? <span className="eligibility__you"> (you)</span> : null} — {allows}
            </li>
          ))}
        </ol>
      </section>
      <NextStep eligibility={eligibility} />
      <Details eligibility={eligibility} />
    </>
  );
}

/** Date of birth (given once, then fixed) and where the player lives: paid play depends on both. */
function Details({ eligibility }: { eligibility: Eligibility }) {
  const update = useUpdateDetails();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [country, setCountry] = useState(eligibility.country ?? '');
  const [region, setRegion] = useState(eligibility.region ?? '');
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const details = {
      country: country.trim().toUpperCase(),
      region: region.trim().toUpperCase(),
      ...(eligibility.dateOfBirth ? {} : { dateOfBirth: dateOfBirth.trim() }),
    };
    update.mutate(details, { onSuccess: () => setSaved(true) });
  };
  return (
    <section className="card" id="details" aria-labelledby="details-heading">
      <h2 id="details-heading">Your details</h2>
      {eligibility.restricted ? (
        <p role="status">
          Paid play is not offered where you live. You can still play free matches and withdraw your balance.
        </p>
      ) : null}
      <form onSubmit={submit} className="eligibility__form">
        <div className="field">
          <label htmlFor="details-dob">Date of birth</label>
          {eligibility.dateOfBirth ? (
            <p id="details-dob">{eligibility.dateOfBirth} (contact support to correct it)</p>
          ) : (
            <input
              id="details-dob"
              type="date"
              required
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
            />
          )}
        </div>
        <div className="field">
          <label htmlFor="details-country">Country (two letters, e.g. US)</label>
          <input
            id="details-country"
            required
            maxLength={2}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="details-region">Region (e.g. US-CA)</label>
          <input
            id="details-region"
            required
            maxLength={6}
            value={region}
            onChange={(event) => setRegion(event.target.value)}
          />
        </div>
        {update.isError ? (
          <p role="alert" className="field__error">
            {getErrorMessage(update.error, 'Your details could not be saved. Please try again.')}
          </p>
        ) : null}
        {saved ? <p role="status">Saved.</p> : null}
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save my details'}
        </button>
      </form>
    </section>
  );
}

const STATUS_TEXT: Record<Eligibility['kycStatus'], string> = {
  unverified: 'not verified yet',
  pending: 'being checked',
  verified: 'verified',
  rejected: 'not accepted: please try again',
};

function NextStep({ eligibility }: { eligibility: Eligibility }) {
  const start = useStartVerification();
  const [started, setStarted] = useState<VerificationAnswer | null>(() => readStarted());
  const nextLevel = eligibility.kycLevel === 2 ? null : ((eligibility.kycLevel + 1) as 1 | 2);

  if (eligibility.kycStatus === 'pending') {
    return (
      <section className="card" aria-labelledby="next-heading">
        <h2 id="next-heading">Being checked</h2>
        <p role="status">We are checking your identity. This page updates by itself when there is an answer.</p>
        {started?.provider === 'manual' ? <DocumentUpload verificationId={started.id} /> : null}
        {started?.testMode ? <TestModeFinish verificationId={started.id} /> : null}
      </section>
    );
  }
  if (nextLevel === null) {
    return (
      <section className="card" aria-labelledby="next-heading">
        <h2 id="next-heading">All done</h2>
        <p>You have the highest level. Nothing else is needed.</p>
      </section>
    );
  }
  const begin = () =>
    start.mutate(nextLevel, {
      onSuccess: (answer) => {
        if (answer.url) {
          window.location.assign(answer.url); // the provider's own page (Stripe Identity)
          return;
        }
        sessionStorage.setItem(STARTED_KEY, JSON.stringify(answer));
        setStarted(answer);
      },
    });
  return (
    <section className="card" aria-labelledby="next-heading">
      <h2 id="next-heading">Next step: level {nextLevel}</h2>
      <p>
        {nextLevel === 1
          ? 'Verify your identity with an official photo ID. Your verified name must match the name on your account and on the bank account you withdraw to.'
          : 'Verify your address with a recent document (a utility bill or a bank statement) for the higher withdrawal limit.'}
      </p>
      {start.isError ? (
        <p role="alert" className="field__error">
          {getErrorMessage(start.error, 'Verification could not be started. Please try again.')}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={begin} disabled={start.isPending}>
        {start.isPending ? 'Starting…' : nextLevel === 1 ? 'Verify my identity' : 'Verify my address'}
      </button>
    </section>
  );
}

function readStarted(): VerificationAnswer | null {
  try {
    const text = sessionStorage.getItem(STARTED_KEY);
    return text ? (JSON.parse(text) as VerificationAnswer) : null;
  } catch {
    return null;
  }
}

/** Manual review: the player sends images of the document; staff approve or reject them. */
function DocumentUpload({ verificationId }: { verificationId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ sending: boolean; error: string | null; sent: string[] }>({
    sending: false,
    error: null,
    sent: [],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setState((s) => ({ ...s, error: 'Please choose a file first.' }));
    if (file.size > MAX_FILE_BYTES) return setState((s) => ({ ...s, error: 'The file is larger than 10 MB.' }));
    const form = new FormData();
    form.append('file', file);
    setState((s) => ({ ...s, sending: true, error: null }));
    try {
      await api.post(`/api/user/identity-verifications/${encodeURIComponent(verificationId)}/documents`, form);
      setState((s) => ({ sending: false, error: null, sent: [...s.sent, file.name] }));
      if (input.current) input.current.value = '';
    } catch (error) {
      setState((s) => ({ ...s, sending: false, error: getErrorMessage(error, 'The file could not be sent.') }));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="eligibility__upload">
      <label htmlFor="identity-document">Your document (JPEG, PNG or PDF, at most 10 MB)</label>
      <input id="identity-document" ref={input} type="file" accept={ACCEPTED_FILES} />
      {state.error ? (
        <p role="alert" className="field__error">
          {state.error}
        </p>
      ) : null}
      {state.sent.length > 0 ? <p role="status">Sent: {state.sent.join(', ')}. Our team will review it.</p> : null}
      <button type="submit" className="btn btn--primary" disabled={state.sending}>
        {state.sending ? 'Sending…' : 'Send document'}
      </button>
    </form>
  );
}

/** Test mode: nothing is checked; this says how the simulated check ends. */
function TestModeFinish({ verificationId }: { verificationId: string }) {
  const finish = useFinishTestVerification();
  return (
    <div className="eligibility__test-mode">
      <p>
        <strong>Test mode:</strong> no real check runs. Choose how it ends.
      </p>
      {finish.isError ? (
        <p role="alert" className="field__error">
          {getErrorMessage(finish.error, 'The test verification could not be finished.')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={finish.isPending}
        onClick={() => finish.mutate({ id: verificationId, outcome: 'verified' })}
      >
        Approve (test mode)
      </button>{' '}
      <button
        type="button"
        className="btn btn--outline"
        disabled={finish.isPending}
        onClick={() => finish.mutate({ id: verificationId, outcome: 'rejected' })}
      >
        Reject (test mode)
      </button>
    </div>
  );
}

/** "12.50" from the API as "$12.50". */
function dollars(amount: string): string {
  return usd(centsFromApi(amount));
}
