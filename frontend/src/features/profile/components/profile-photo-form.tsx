import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { MAX_PHOTO_BYTES, useUploadPhoto } from '../api/upload-photo';

/** Choose a photo and upload it; the server checks its type, resizes it and keeps it. */
export function ProfilePhotoForm({ hasPhoto }: { hasPhoto: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError('Please choose a photo first.');
    if (file.size > MAX_PHOTO_BYTES) return setError('This photo is larger than 5 MB. Please choose a smaller one.');
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: 'Photo updated' });
        if (input.current) input.current.value = '';
      },
      onError: (err) => setError(getErrorMessage(err, 'The photo could not be uploaded.')),
    });
  };

  return (
    <form className="profile-photo-form" onSubmit={onSubmit} noValidate aria-label="Profile photo">
      <label htmlFor={`${id}-photo`} className="small">
        {hasPhoto ? 'Change your photo' : 'Add a photo'} (JPEG, PNG or WebP, at most 5 MB)
      </label>
      <input
        id={`${id}-photo`}
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--outline btn--sm" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload photo'}
      </button>
    </form>
  );
}
