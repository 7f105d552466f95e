import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecoveryCodes } from '@/types/api';

/**
 * Step 2: the app's first code turns the factor on; the answer holds the recovery codes, shown once.
 * The caller refreshes the session once the codes are saved (the admin console opens on that).
 */
export const enableTotp = (code: string) => api.post<RecoveryCodes>('/api/auth/second-factor/totp/enable', { code });

export const useEnableTotp = () => useMutation({ mutationFn: enableTotp });
