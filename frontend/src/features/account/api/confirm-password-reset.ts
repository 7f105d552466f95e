import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post<{ message: string }>('/api/auth/password-reset/confirm', input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
