import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney, parseMoney, toAmountString } from '@/lib/money';
import { useCreateTestUser, type CreateTestUserInput, type TestUser } from '../api/dev-tools';
import { DevToolsBanner } from './dev-tools-banner';

type Choice = 'skillLevel' | 'preferredPosition' | 'favoriteGame';
/** The request with the number fields as the inputs' text (converted on submit). */
type Form = Pick<CreateTestUserInput, 'email' | 'firstName' | 'lastName' | 'password' | Choice> &
  Record<'balance' | 'padelRating' | 'yearsPlaying', string>;
type TextField = Exclude<keyof Form, Choice>;

/** Money goes out as "50.00"; text that is not an amount goes as typed, and the server says why. */
const amount = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? toAmountString(parsed.cents) : text.trim();
};

const INITIAL: Form = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  balance: '50',
  padelRating: '50',
  skillLevel: 'intermediate',
  yearsPlaying: '2',
  preferredPosition: 'both',
  favoriteGame: 'padel',
};

export function CreateTestUserPage() {
  const [values, setValues] = useState(INITIAL);
  const [created, setCreated] = useState<TestUser | null>(null);
  const create = useCreateTestUser();
  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  /** A select's value is one of its options; anything else (impossible from the UI) is ignored. */
  const choose =
    <K extends Choice>(field: K, options: ReadonlyArray<Form[K]>) =>
    (event: { target: { value: string } }) => {
      const chosen = options.find((o) => o === event.target.value);
      if (chosen !== undefined) setValues((v) => ({ ...v, [field]: chosen }));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    create.mutate(
      {
        ...values,
        balance: amount(values.balance),
        padelRating: Number(values.padelRating),
        yearsPlaying: Number(values.yearsPlaying),
      },
      {
        onSuccess: (user) => {
          setCreated(user);
          toast({ title: 'User created', description: `${user.firstName} ${user.lastName} can now log in.` });
        },
        onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const text = (field: TextField, label: string, type = 'text', extra: Record<string, string | number> = {}) => (
    <div className="field">
      <label htmlFor={`ctu-${field}`}>{label}</label>
      <input id={`ctu-${field}`} type={type} value={values[field]} onChange={set(field)} {...extra} />
    </div>
  );
  const select = <K extends Choice>(field: K, label: string, options: ReadonlyArray<Form[K]>) => (
    <div className="field">
      <label htmlFor={`ctu-${field}`}>{label}</label>
      <select id={`ctu-${field}`} value={values[field]} onChange={choose(field, options)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="container page stack">
      <DevToolsBanner />
      <header className="page-header">
        <h1>Create Test User</h1>
        <p className="muted">The starting balance is credited on the ledger as a system adjustment.</p>
      </header>
      <form className="card form" onSubmit={onSubmit} aria-label="Create test user">
        {text('email', 'Email', 'email')}
        <div className="form__row">
          {text('firstName', 'First name')}
          {text('lastName', 'Last name')}
        </div>
        {text('password', 'Password (8+ characters)', 'password')}
        <div className="form__row">
          {text('balance', 'Starting balance ($, 0-10,000)', 'number', { min: 0, max: 10000, step: '0.01' })}
          {text('padelRating', 'Padel rating (1-100)', 'number', { min: 1, max: 100 })}
        </div>
        <div className="form__row">
          {select('skillLevel', 'Skill level', ['beginner', 'intermediate', 'advanced', 'professional'])}
          {text('yearsPlaying', 'Years playing (0-20)', 'number', { min: 0, max: 20 })}
        </div>
        <div className="form__row">
          {select('preferredPosition', 'Preferred position', ['left', 'right', 'both'])}
          {select('favoriteGame', 'Favorite game', ['padel', 'pickleball', 'both'])}
        </div>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {create.isPending ? 'Creating User...' : 'Create User'}
        </button>
      </form>
      {created && (
        <p className="card" aria-live="polite" data-testid="created-user">
          Created {created.firstName} {created.lastName} ({created.email}) with a balance of $
          {formatMoney(created.balance)}.
        </p>
      )}
    </div>
  );
}
