import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { useChangeEmail } from '../api/change-email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new address with the current password; nothing changes until the link sent to it is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = email.trim();
    const found = !EMAIL.test(wanted)
      ? 'Please enter the new email address, such as you@example.com.'
      : wanted.toLowerCase() === currentEmail.toLowerCase()
        ? 'That is already your email address.'
        : !password
          ? 'Please enter your current password.'
          : null;
    setProblem(found);
    if (found) return;
    change.mutate(
      { email: wanted, password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
      },
    );
  };

  const error = problem ?? (change.error ? getErrorMessage(change.error) : null);
  return (
    <form className="form" onSubmit={submit} aria-label="Change email" noValidate>
      <p>
        Your sign-in address is <strong>{currentEmail}</strong>. A change takes effect only when you open the link we
        send to the new address. Your current address gets a notice with a link that cancels the change, valid for 7
        days.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>New email address</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Current password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {change.isSuccess && (
        <p className="security-done" role="status">
          {change.data.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Send confirmation link'}
      </button>
    </form>
  );
}
