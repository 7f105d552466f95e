import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { DevToolsBanner } from './dev-tools-banner';

type Result = { label: string; status?: number; body: unknown };

/** Calls the normal /api/auth endpoints with raw fetch and shows exactly what came back. */
export function AuthTestPage() {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [results, setResults] = useState<Result[]>([]);
  const append = (result: Result) => setResults((current) => [...current, result]);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const call = async (label: string, url: string, body?: unknown, method = 'POST') => {
    try {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // plain text stays as it is
      }
      append({ label, status: res.status, body: parsed });
      return res.ok;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: 'Network Error', description: message, variant: 'destructive' });
      append({ label, body: `Network error: ${message}` });
      return false;
    }
  };

  // Sign-up also asks for an adult's date of birth and a place (issue 20): this tool signs up one in US-CA.
  const onRegister = () =>
    void call('Register', '/api/auth/register', {
      ...values,
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    });
  const onLogin = async () => {
    const ok = await call('Login', '/api/auth/login', { email: values.email, password: values.password });
    if (ok) setTimeout(() => void call('Session', '/api/user/session', undefined, 'GET'), 500);
  };

  return (
    <div className="container page stack">
      <DevToolsBanner />
      <header className="page-header">
        <h1>Auth Test</h1>
      </header>
      <div className="card form">
        <div className="form__row">
          <div className="field">
            <label htmlFor="auth-test-first">First name</label>
            <input id="auth-test-first" value={values.firstName} onChange={set('firstName')} />
          </div>
          <div className="field">
            <label htmlFor="auth-test-last">Last name</label>
            <input id="auth-test-last" value={values.lastName} onChange={set('lastName')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="auth-test-email">Email</label>
          <input id="auth-test-email" type="email" value={values.email} onChange={set('email')} />
        </div>
        <div className="field">
          <label htmlFor="auth-test-password">Password</label>
          <input id="auth-test-password" type="password" value={values.password} onChange={set('password')} />
        </div>
        <div className="form__row">
          <button type="button" className="btn btn--primary" onClick={onRegister}>
            Test Register
          </button>
          <button type="button" className="btn" onClick={() => void onLogin()}>
            Test Login
          </button>
        </div>
      </div>
      <section className="card" aria-label="Result">
        <h2>Result</h2>
        <pre data-testid="auth-test-result">
          {results.length === 0
            ? 'No requests yet.'
            : results
                .map((r) => `${r.label}${r.status ? ` (${r.status})` : ''}:\n${JSON.stringify(r.body, null, 2)}`)
                .join('\n\n')}
        </pre>
      </section>
    </div>
  );
}
