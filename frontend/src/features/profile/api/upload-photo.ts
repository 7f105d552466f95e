import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

type ProfilePhoto = components['schemas']['ProfilePhotoSchema'];

/** At most 5 MB (the server refuses more; checked here first to save the upload). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const uploadPhoto = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.put<ProfilePhoto>('/api/user/photo', form);
};

/** The session carries the photo's address: it is refetched, so the header shows the new photo. */
export const useUploadPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
};
