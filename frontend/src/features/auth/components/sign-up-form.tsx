import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { checkPassword } from '../api/check-password';
import { useRegister } from '../api/register';
import { localPasswordProblem } from './password-rule';
import { signUpSchema, type SignUpFields, type SignUpValues } from './sign-up-schema';

const EMPTY: SignUpFields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  dateOfBirth: '',
  country: '',
  region: '',
};

/** The server's verdict on a password (common, breached); if it cannot answer, registration still checks. */
async function serverPasswordProblem(input: SignUpFields): Promise<string | null> {
  try {
    const { email, password, firstName, lastName } = input;
    return (await checkPassword({ email, password, firstName, lastName })).message;
  } catch {
    return null;
  }
}

export function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm<SignUpFields, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const register = useRegister({
    onSuccess: (user) => {
      if (!user) {
        toast({ title: 'Check your email', description: 'We sent a message to this address. Follow it to go on.' });
        return;
      }
      toast({ title: 'Success', description: 'Account created successfully!' });
      void navigate('/');
    },
    onError: (error) => {
      // The user stays on the page with the form filled in.
      toast({ title: 'Registration failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const onSubmit = form.handleSubmit(async (input) => {
    const problem = await serverPasswordProblem(input);
    if (problem) {
      form.setError('password', { message: problem }, { shouldFocus: true });
      return;
    }
    register.mutate(input);
  });

  /** Say the server's verdict as soon as the password field is left, not only when the form is sent. */
  const checkOnBlur = () => {
    const values = form.getValues();
    if (values.password === '' || localPasswordProblem(values.password, values.email) !== null) return;
    void serverPasswordProblem(values).then((problem) => {
      if (problem && form.getValues('password') === values.password) form.setError('password', { message: problem });
    });
  };

  const busy = isSubmitting || register.isPending;
  const field = (name: keyof SignUpFields) => ({
    ...form.register(name, name === 'password' ? { onBlur: checkOnBlur } : undefined),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `signup-${name}-error` : undefined,
  });
  const error = (name: keyof SignUpFields) =>
    errors[name]?.message ? (
      <span id={`signup-${name}-error`} className="field__error" role="alert">
        {errors[name]?.message}
      </span>
    ) : null;

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} aria-label="Sign up" noValidate>
      <div className="form__row">
        <div className="field">
          <label htmlFor="signup-first-name">First Name</label>
          <input id="signup-first-name" autoComplete="given-name" placeholder="Alex" required {...field('firstName')} />
          {error('firstName')}
        </div>
        <div className="field">
          <label htmlFor="signup-last-name">Last Name</label>
          <input
            id="signup-last-name"
            autoComplete="family-name"
            placeholder="Rivera"
            required
            {...field('lastName')}
          />
          {error('lastName')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          {...field('email')}
        />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          placeholder="Choose a password"
          required
          {...field('password')}
        />
        {error('password')}
      </div>
      <div className="field">
        <label htmlFor="signup-date-of-birth">Date of birth</label>
        <input id="signup-date-of-birth" type="date" autoComplete="bday" required {...field('dateOfBirth')} />
        {error('dateOfBirth')}
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="signup-country">Country</label>
          <input id="signup-country" autoComplete="country" placeholder="US" required {...field('country')} />
          {error('country')}
        </div>
        <div className="field">
          <label htmlFor="signup-region">State or province</label>
          <input id="signup-region" placeholder="US-CA" required {...field('region')} />
          {error('region')}
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="form__note">
        You must be 18 or older to play for money; where you live decides whether paid play is offered.
      </p>
    </form>
  );
}
