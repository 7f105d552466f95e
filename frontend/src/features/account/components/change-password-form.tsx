import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

/** Current and new password; the server applies the sign-up rule and signs out every other device. */
export function ChangePasswordForm() {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = !currentPassword
      ? 'Please enter your current password.'
      : newPassword.length < 8
        ? 'The new password must be at least 8 characters.'
        : newPassword !== repeat
          ? 'The two new passwords are not the same.'
          : null;
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setRepeat('');
        },
      },
    );
  };

  const error = problem ?? (change.error ? getErrorMessage(change.error) : null);
  const field = (key: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );
  return (
    <form className="form" onSubmit={submit} aria-label="Change password" noValidate>
      {field('current', 'Current password', currentPassword, setCurrentPassword, 'current-password')}
      {field('new', 'New password', newPassword, setNewPassword, 'new-password')}
      {field('repeat', 'New password again', repeat, setRepeat, 'new-password')}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {change.isSuccess && (
        <p className="security-done" role="status">
          {change.data.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
