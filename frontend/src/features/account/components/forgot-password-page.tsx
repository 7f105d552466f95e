import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import './account.css';

/** Step 1: ask for a link. The answer is the same whether or not an account uses the address. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) request.mutate(email.trim());
  };

  return (
    <div className="account-page">
      <div className="card">
        <h1>Reset your password</h1>
        {request.isSuccess ? (
          <p role="status">{request.data.message} Check your inbox (and the spam folder).</p>
        ) : (
          <form className="form" onSubmit={onSubmit} aria-label="Reset your password">
            <p className="muted">
              Enter the email address of your account. We will send you a link to choose a new password.
            </p>
            <div className="field">
              <label htmlFor="forgot-email">Email</label>
              <input
                id="forgot-email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            {request.isError && (
              <p className="field__error" role="alert">
                {getErrorMessage(request.error)}
              </p>
            )}
            <button type="submit" className="btn btn--primary btn--block" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        )}
        <p className="small">
          <Link to="/auth">Back to sign in</Link>
        </p>
      </div>
    </div>
  );
}
