import { api } from '@/lib/api-client';

export interface PasswordCheckInput {
  password: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface PasswordVerdict {
  acceptable: boolean;
  message: string | null;
}

/** The server's password rule (common and breached passwords, the e-mail itself), asked before sign-up. */
export const checkPassword = (input: PasswordCheckInput) =>
  api.post<PasswordVerdict>('/api/auth/password-check', input);
