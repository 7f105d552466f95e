import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/errors';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import './account.css';

interface LinkPageProps {
  title: string;
  mutation: UseMutationResult<{ message: string }, Error, string>;
  /** What to do when the link fails. */
  nextStep: string;
  children?: ReactNode;
}

/** An e-mailed link lands here with ?token=…; it is sent once, on arrival. */
function EmailChangeLinkPage({ title, mutation, nextStep, children }: LinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="account-page">
      <div className="card">
        <h1>{title}</h1>
        {!token && <p role="alert">This link is not complete. Please open the link from the email again.</p>}
        {token && (mutation.isPending || mutation.isIdle) && <PageSpinner label="Checking your link..." />}
        {mutation.isSuccess && (
          <>
            <p role="status">{mutation.data.message}</p>
            {children}
          </>
        )}
        {mutation.isError && (
          <p role="alert">
            {getErrorMessage(mutation.error)} {nextStep}
          </p>
        )}
        <Link to="/">Go to CourtCash</Link>
      </div>
    </div>
  );
}

/** The link mailed to the new address: the change takes effect. */
export function ConfirmEmailChangePage() {
  return (
    <EmailChangeLinkPage
      title="Confirm your new email address"
      mutation={useConfirmEmailChange()}
      nextStep="Signed in, you can ask for a new link on the Security page."
    />
  );
}

/** The "this was not me" link mailed to the old address: cancels the change and signs out everywhere. */
export function CancelEmailChangePage() {
  return (
    <EmailChangeLinkPage
      title="Cancel the email change"
      mutation={useCancelEmailChange()}
      nextStep="If someone else controls your account, write to our support."
    >
      <p>
        <Link to="/forgot-password">Choose a new password</Link>
      </p>
    </EmailChangeLinkPage>
  );
}
