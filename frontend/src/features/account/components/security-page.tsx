import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SecondFactorSetup } from './second-factor-setup';
import './account.css';

function DisableSecondFactorForm() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const disable = useDisableSecondFactor();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setProblem('Please enter your current password.');
      return;
    }
    setProblem(null);
    disable.mutate(password, {
      onSuccess: ({ message }) => toast({ title: 'Second factor off', description: message }),
    });
  };
  const error = problem ?? (disable.error ? getErrorMessage(disable.error) : null);
  return (
    <form className="form" onSubmit={submit} aria-label="Turn off the second factor" noValidate>
      <div className="field">
        <label htmlFor={`${id}-password`}>Current password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <span id={`${id}-error`} className="field__error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn--outline" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off...' : 'Turn off the second factor'}
      </button>
    </form>
  );
}

function SecondFactorSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const done = () => {
    setSettingUp(false);
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  if (settingUp) return <SecondFactorSetup onDone={done} onCancel={() => setSettingUp(false)} />;
  if (!user.secondFactorEnabled) {
    return (
      <>
        <p>
          <strong>Off.</strong> With a second factor, signing in also needs a code from an app on your phone, so a
          stolen password alone cannot reach your money.
          {user.isAdmin && ' Administrators need one before they can use the admin console.'}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => setSettingUp(true)}>
          Set up an authenticator app
        </button>
      </>
    );
  }
  return (
    <>
      <p>
        <strong>On.</strong> Signing in needs your password and a code from your authenticator app (or one of your
        recovery codes). Each use of a recovery code is e-mailed to you.
      </p>
      {user.isAdmin ? <p>Administrators must keep their second factor on.</p> : <DisableSecondFactorForm />}
    </>
  );
}

/** Sign-in e-mail, password and second factor: each change needs the current password. */
export function SecurityPage({ user }: { user: User }) {
  return (
    <div className="security-page">
      <h1>Security</h1>
      <section className="card" aria-labelledby="security-email">
        <h2 id="security-email">Email address</h2>
        <ChangeEmailForm currentEmail={user.email} />
      </section>
      <section className="card" aria-labelledby="security-password">
        <h2 id="security-password">Password</h2>
        <ChangePasswordForm />
      </section>
      <section className="card" aria-labelledby="security-second-factor">
        <h2 id="security-second-factor">Second factor</h2>
        <SecondFactorSection user={user} />
      </section>
    </div>
  );
}
