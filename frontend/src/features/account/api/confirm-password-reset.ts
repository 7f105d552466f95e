import type { components } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ConfirmPasswordResetInput = components['schemas']['ConfirmPasswordResetDto'];

export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post<{ message: string }>('/api/auth/password-reset/confirm', input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
