import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { secondFactorCodeProblem } from '@/lib/second-factor';

interface SecondFactorCodeFormProps {
  /** Sends the code (spaces removed); the caller's mutation reports pending and error. */
  onSubmit: (code: string) => void;
  pending: boolean;
  error: Error | null;
  /** Back to the e-mail and password (a half-done sign-in lasts five minutes). */
  onStartOver?: () => void;
  submitLabel?: string;
}

/**
 * The second step of a sign-in: the 6-digit code from the authenticator app, or one recovery code.
 * Shared by the sign-in page and the admin portal; each sends it with its own call.
 */
export function SecondFactorCodeForm({
  onSubmit,
  pending,
  error,
  onStartOver,
  submitLabel = 'Verify',
}: SecondFactorCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? (error ? getErrorMessage(error) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = secondFactorCodeProblem(code);
    setProblem(found);
    if (!found) onSubmit(code.replace(/\s/g, ''));
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Second factor" noValidate>
      <p>Your account has a second factor. Enter the 6-digit code your authenticator app shows now.</p>
      <div className="field">
        <label htmlFor={`${id}-code`}>Authentication code</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        />
        <span id={`${id}-hint`} className="field__hint">
          Lost your phone? Enter one of the recovery codes you saved instead; each works once.
        </span>
        {shown && (
          <span id={`${id}-error`} className="field__error" role="alert">
            {shown}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={pending}>
        {pending ? 'Checking...' : submitLabel}
      </button>
      {onStartOver && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onStartOver} disabled={pending}>
          Use another account
        </button>
      )}
    </form>
  );
}
