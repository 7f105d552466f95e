import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@/lib/errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import './account.css';

const MIN_LENGTH = 8;

/** Step 2: the e-mailed link lands here with ?token=…; the new password is set once. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (password.length < MIN_LENGTH) return setProblem(`Password must be at least ${MIN_LENGTH} characters.`);
    if (password !== repeat) return setProblem('The two passwords do not match.');
    setProblem(null);
    confirm.mutate({ token, password });
  };

  if (!token) {
    return (
      <div className="account-page">
        <div className="card">
          <h1>Choose a new password</h1>
          <p role="alert">
            This reset link is not complete. Please open the link from the email again, or ask for a new one.
          </p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="account-page">
      <div className="card">
        <h1>Choose a new password</h1>
        {confirm.isSuccess ? (
          <>
            <p role="status">{confirm.data.message}</p>
            <Link className="btn btn--primary" to="/auth">
              Sign in
            </Link>
          </>
        ) : (
          <form className="form" onSubmit={onSubmit} aria-label="Choose a new password">
            <div className="field">
              <label htmlFor="reset-password">New password</label>
              <input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="reset-password-repeat">Repeat the new password</label>
              <input
                id="reset-password-repeat"
                type="password"
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
              />
            </div>
            {(problem ?? confirm.isError) && (
              <p className="field__error" role="alert">
                {problem ?? getErrorMessage(confirm.error)}
              </p>
            )}
            {confirm.isError && (
              <p className="small">
                <Link to="/forgot-password">Ask for a new link</Link>
              </p>
            )}
            <button type="submit" className="btn btn--primary btn--block" disabled={confirm.isPending}>
              {confirm.isPending ? 'Saving...' : 'Set new password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
