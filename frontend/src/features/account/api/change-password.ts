import type { paths } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = NonNullable<
  paths['/api/user/password']['put']['requestBody']
>['content']['application/json'];

/** Current password, then the new one; every other session of the account ends. */
export const changePassword = (input: ChangePasswordInput) => api.put<{ message: string }>('/api/user/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
