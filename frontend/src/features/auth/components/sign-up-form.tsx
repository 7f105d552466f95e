import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { checkPassword } from '../api/check-password';
import { useRegister, type RegisterInput } from '../api/register';
import { localPasswordProblem } from './password-rule';

const EMPTY: RegisterInput = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
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

  const set = (field: keyof RegisterInput) => (event: { target: { value: string } }) => {
    if (field === 'password' || field === 'email') setPasswordError(null);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  /** The password rule's sentence, or null. Asks the server; if it cannot answer, registration still checks. */
  const passwordProblem = async (input: RegisterInput): Promise<string | null> => {
    const local = localPasswordProblem(input.password, input.email);
    if (local) return local;
    try {
      return (await checkPassword(input)).message;
    } catch {
      return null;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    };
    setChecking(true);
    const problem = await passwordProblem(input);
    setChecking(false);
    setPasswordError(problem);
    if (!problem) register.mutate(input);
  };
  const busy = checking || register.isPending;

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} aria-label="Sign up">
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
          onBlur={() => {
            // Say it as soon as the field is left, not only when the form is sent.
            if (values.password !== '') void passwordProblem(values).then(setPasswordError);
          }}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'signup-password-error' : undefined}
          value={values.password}
          onChange={set('password')}
        />
        {passwordError && (
          <span id="signup-password-error" className="field__error" role="alert">
            {passwordError}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="form__note">By creating an account you confirm you are 18 or older.</p>
    </form>
  );
}
