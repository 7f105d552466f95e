import { getErrorMessage } from '@/lib/errors';
import type { User } from '@/types/api';
import { useResendVerification } from '../api/resend-verification';
import './account.css';

/** Shown to signed-in players whose address is not verified yet, with a resend button. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified !== false) return null;
  return (
    <div className="verify-banner" role="region" aria-label="Email verification">
      <p>
        {resend.isSuccess
          ? resend.data.message
          : resend.isError
            ? getErrorMessage(resend.error)
            : `Please confirm your email address${user.email ? ` (${user.email})` : ''}: open the link we emailed you.`}
      </p>
      {!resend.isSuccess && (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending...' : 'Resend the link'}
        </button>
      )}
    </div>
  );
}
