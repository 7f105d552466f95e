import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useRegister, type RegisterInput } from '../api/register';

const EMPTY: RegisterInput = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const register = useRegister({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Account created successfully!' });
      void navigate('/');
    },
    onError: (error) => {
      // The user stays on the page with the form filled in.
      toast({ title: 'Registration failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const set = (field: keyof RegisterInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    register.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-label="Sign up">
      <div className="form__row">
        <div className="field">
          <label htmlFor="signup-first-name">First Name</label>
          <input
            id="signup-first-name"
            name="firstName"
            autoComplete="given-name"
            placeholder="Alex"
            required
            value={values.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div className="field">
          <label htmlFor="signup-last-name">Last Name</label>
          <input
            id="signup-last-name"
            name="lastName"
            autoComplete="family-name"
            placeholder="Rivera"
            required
            value={values.lastName}
            onChange={set('lastName')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Choose a password"
          required
          value={values.password}
          onChange={set('password')}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="form__note">By creating an account you confirm you are 18 or older.</p>
    </form>
  );
}
