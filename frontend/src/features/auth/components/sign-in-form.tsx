import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SecondFactorCodeForm } from '@/components/second-factor-code-form';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { hardNavigate } from '@/lib/navigation';
import { safeReturnPath } from '@/lib/return-path';
import { needsSecondFactor } from '@/lib/second-factor';
import { useLogin } from '../api/login';
import { useLoginSecondFactor } from '../api/login-second-factor';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  // A signed-out deep link (/auth?next=/tournaments/7) comes back to where the player was going.
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('next'));
  const signedIn = () => {
    toast({ title: 'Success', description: 'Logged in successfully!' });
    // A full page load, so every screen starts from the new session.
    hardNavigate(returnTo);
  };
  const login = useLogin({
    onSuccess: (answer) => {
      if (needsSecondFactor(answer)) {
        setPassword('');
        setStep('code');
        return;
      }
      signedIn();
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
  const secondStep = useLoginSecondFactor({ onSuccess: signedIn });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  if (step === 'code') {
    return (
      <SecondFactorCodeForm
        onSubmit={(code) => secondStep.mutate(code)}
        pending={secondStep.isPending}
        error={secondStep.error}
        onStartOver={() => {
          secondStep.reset();
          setStep('password');
        }}
      />
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} aria-label="Sign in">
      <div className="field">
        <label htmlFor="signin-email">Email</label>
        <input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="signin-password">Password</label>
        <input
          id="signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="small">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </form>
  );
}
