import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/errors';
import { useVerifyEmail } from '../api/verify-email';
import './account.css';

/** The e-mailed link lands here with ?token=…; it is sent once, on arrival. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="account-page">
      <div className="card">
        <h1>Confirm your email address</h1>
        {!token && (
          <p role="alert">This verification link is not complete. Please open the link from the email again.</p>
        )}
        {token && (verify.isPending || verify.isIdle) && <PageSpinner label="Checking your link..." />}
        {verify.isSuccess && <p role="status">{verify.data.message}</p>}
        {verify.isError && (
          <p role="alert">
            {getErrorMessage(verify.error)} Signed in, you can ask for a new link from the banner at the top of the
            page.
          </p>
        )}
        <Link to="/">Go to CourtCash</Link>
      </div>
    </div>
  );
}
