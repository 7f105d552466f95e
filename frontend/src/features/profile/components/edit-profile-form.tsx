import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { isUnauthorizedError } from '@/lib/query-client';
import type { User } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import {
  BIO_MAX,
  profileFormOf,
  profilePayload,
  validateProfile,
  type ProfileForm,
  type ProfileFormErrors,
} from '../utils/profile-form';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Read-only until Edit; Cancel puts the saved values back; a successful save leaves edit mode. */
export function EditProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileForm>(() => profileFormOf(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const values = editing ? draft : profileFormOf(user);

  const save = useUpdateProfile({
    onSuccess: () => {
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your profile has been successfully updated!' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return; // the app-wide handler warns and signs out
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      });
    },
  });

  const startEditing = () => {
    setDraft(profileFormOf(user));
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setDraft(profileFormOf(user));
    setErrors({});
    setEditing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const found = validateProfile(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(profilePayload(draft));
  };

  const input = (field: keyof ProfileForm) => ({
    id: `profile-${field}`,
    value: values[field],
    readOnly: !editing,
    onChange: (e: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: e.target.value })),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `profile-${field}-error` : undefined,
  });

  return (
    <form className="card form profile-form" onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <div className="profile-form__header">
        <h2 className="card__title">Personal Information</h2>
        {!editing && (
          <button type="button" className="btn btn--outline btn--sm" onClick={startEditing}>
            Edit
          </button>
        )}
      </div>
      <div className="form__row">
        <Field id="profile-firstName" label="First Name" error={errors.firstName}>
          <input {...input('firstName')} autoComplete="given-name" />
        </Field>
        <Field id="profile-lastName" label="Last Name" error={errors.lastName}>
          <input {...input('lastName')} autoComplete="family-name" />
        </Field>
      </div>
      <Field id="profile-email" label="Email" error={errors.email}>
        <input {...input('email')} readOnly type="email" autoComplete="email" aria-describedby="profile-email-hint" />
        <span id="profile-email-hint" className="field__hint">
          To change your email address, go to <Link to="/account/security">Security</Link>.
        </span>
      </Field>
      <div className="form__row">
        <Field id="profile-phone" label="Phone" error={errors.phone}>
          <input {...input('phone')} type="tel" autoComplete="tel" maxLength={20} />
        </Field>
        <Field id="profile-city" label="City" error={errors.city}>
          <input {...input('city')} autoComplete="address-level2" maxLength={100} />
        </Field>
      </div>
      <Field id="profile-bio" label="Bio" error={errors.bio}>
        <textarea {...input('bio')} rows={4} placeholder={editing ? 'A few words about your game' : undefined} />
      </Field>
      {editing && (
        <p className="field__hint">
          {values.bio.length}/{BIO_MAX} characters
        </p>
      )}
      {editing && (
        <div className="profile-form__actions">
          <button type="button" className="btn btn--outline" onClick={cancel} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      )}
    </form>
  );
}
