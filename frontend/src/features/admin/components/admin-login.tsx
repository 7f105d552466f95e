import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import type { User } from '@/types/api';
import { NotAdminError, useAdminLogin } from '../api/admin-login';
import './admin.css';

export function AdminLogin({ user }: { user: User | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const navigate = useNavigate();
  const login = useAdminLogin();

  if (user?.isAdmin) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          toast({ title: 'Welcome Back!', description: 'Logged in successfully as admin' });
          void navigate('/admin/dashboard', { replace: true });
        },
        onError: (error) => {
          if (error instanceof NotAdminError) {
            toast({ title: 'Access Denied', description: "You don't have admin privileges", variant: 'destructive' });
          } else {
            toast({
              title: 'Login Failed',
              description: getErrorMessage(error, 'Invalid credentials'),
              variant: 'destructive',
            });
          }
        },
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
