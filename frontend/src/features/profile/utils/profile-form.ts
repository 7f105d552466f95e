import type { ProfileUpdate, User } from '@/types/api';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  bio: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

export const BIO_MAX = 500;

export function profileFormOf(user: User): ProfileForm {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    city: user.city ?? '',
    bio: user.bio ?? '',
  };
}

export function validateProfile(form: ProfileForm): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (form.bio.length > BIO_MAX) errors.bio = `Bio must be less than ${BIO_MAX} characters`;
  return errors;
}

/**
 * Every field, trimmed; an emptied optional field is sent empty so it can be cleared. The e-mail is
 * shown but not sent: it changes on the Security page (current password, link to the new address).
 */
export function profilePayload(form: ProfileForm): ProfileUpdate {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    city: form.city.trim(),
    bio: form.bio.trim(),
  };
}
