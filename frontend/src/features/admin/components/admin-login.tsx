import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SecondFactorCodeForm } from '@/components/second-factor-code-form';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { needsSecondFactor } from '@/lib/second-factor';
import type { User } from '@/types/api';
import { NotAdminError, useAdminLogin, useAdminSecondFactor } from '../api/admin-login';
import './admin.css';

export function AdminLogin({ user }: { user: User | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const navigate = useNavigate();
  const login = useAdminLogin();
  const secondStep = useAdminSecondFactor();
  const [step, setStep] = useState<'password' | 'code'>('password');

  if (user?.isAdmin) return <Navigate to="/admin/dashboard" replace />;

  const welcome = () => {
    toast({ title: 'Welcome Back!', description: 'Logged in successfully as admin' });
    void navigate('/admin/dashboard', { replace: true });
  };
  const refused = (error: Error) => {
    if (error instanceof NotAdminError) {
      toast({ title: 'Access Denied', description: "You don't have admin privileges", variant: 'destructive' });
      setStep('password');
    } else {
      toast({
        title: 'Login Failed',
        description: getErrorMessage(error, 'Invalid credentials'),
        variant: 'destructive',
      });
    }
  };

  if (step === 'code') {
    return (
      <div className="card admin-login">
        <h1>Administrator Portal</h1>
        <SecondFactorCodeForm
          onSubmit={(code) =>
            secondStep.mutate(code, { onSuccess: welcome, onError: (e) => e instanceof NotAdminError && refused(e) })
          }
          pending={secondStep.isPending}
          error={secondStep.error instanceof NotAdminError ? null : secondStep.error}
          onStartOver={() => {
            secondStep.reset();
            setStep('password');
          }}
          submitLabel="Access Control Center"
        />
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (needsSecondFactor(answer)) {
            setPassword('');
            setStep('code');
          } else welcome();
        },
        onError: refused,
      },
    );
  };

  return (
    <div className="card admin-login">
      <h1>Administrator Portal</h1>
      <p className="muted">Sign in with an administrator account.</p>
      <form className="form" onSubmit={onSubmit} aria-label="Administrator sign in">
        <div className="field">
          <label htmlFor="admin-email">Email</label>
          <input
            id="admin-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShowPassword((s) => !s)}>
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Access Control Center'}
        </button>
      </form>
      <p className="small">
        <Link to="/auth">Back to regular login</Link>
      </p>
    </div>
  );
}
