import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useTestLogin } from '../api/dev-tools';
import { DevToolsBanner } from './dev-tools-banner';

/** The demo accounts a development server creates; their passwords are random and printed in its console only. */
export const DEMO_ACCOUNTS = [
  { role: 'Admin', email: 'admin@demo.courtcash.test' },
  { role: 'Player', email: 'ana@demo.courtcash.test' },
];

export function TestLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useTestLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => void navigate('/test-home'),
        onError: (error) =>
          toast({ title: 'Login Failed', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="container page stack">
      <DevToolsBanner />
      <header className="page-header">
        <h1>Test Login</h1>
      </header>
      <form className="card form" onSubmit={onSubmit} aria-label="Test login">
        <div className="field">
          <label htmlFor="test-login-email">Email</label>
          <input id="test-login-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="test-login-password">Password</label>
          <input
            id="test-login-password"
            type="password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log In'}
        </button>
      </form>
      <section className="card" aria-labelledby="test-credentials-title">
        <h2 id="test-credentials-title">Test credentials</h2>
        <p className="muted small">
          Demo accounts created at start-up with NODE_ENV=development. Their passwords are random: the server prints
          them in its console when it creates them.
        </p>
        <ul>
          {DEMO_ACCOUNTS.map((c) => (
            <li key={c.email}>
              {c.role}: <code>{c.email}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
