import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TotpSetup } from '@/types/api';

/** Step 1 (current password): a new key for the authenticator app; nothing is on until it is enabled. */
export const startTotpSetup = (password: string) =>
  api.post<TotpSetup>('/api/auth/second-factor/totp/setup', { password });

export const useStartTotpSetup = () => useMutation({ mutationFn: startTotpSetup });
