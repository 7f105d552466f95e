import type { paths } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangeEmailInput = NonNullable<
  paths['/api/user/email']['post']['requestBody']
>['content']['application/json'];

/** 202: a link goes to the new address; nothing changes until it is opened. */
export const changeEmail = (input: ChangeEmailInput) => api.post<{ message: string }>('/api/user/email', input);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
