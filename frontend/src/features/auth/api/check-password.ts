import type { components, paths } from '@/api/schema';
import { api } from '@/lib/api-client';

export type PasswordCheckInput = components['schemas']['PasswordCheckDto'];

export type PasswordVerdict =
  paths['/api/auth/password-check']['post']['responses'][200]['content']['application/json'];

/** The server's password rule (common and breached passwords, the e-mail itself), asked before sign-up. */
export const checkPassword = (input: PasswordCheckInput) =>
  api.post<PasswordVerdict>('/api/auth/password-check', input);
