import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SecondFactorSetup } from '@/features/account/components/second-factor-setup';
import { isSecondFactorRequiredError } from '@/lib/second-factor';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

/**
 * Admins need a second factor before any admin action (the server answers 403
 * AUTH.SECOND_FACTOR_REQUIRED). An admin without one, or whose calls are refused so, is led through
 * the setup here instead of seeing every section fail; the console opens once it is on.
 */
export function AdminSecondFactorGate({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const watch = (error: unknown) => {
      if (!isSecondFactorRequiredError(error)) return;
      setRefused(true);
      // The session may be older than the server's view: read it again.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') watch(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') watch(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  // Once the setup shows, it stays until the admin says Done: enabling the factor refreshes the
  // session (secondFactorEnabled turns true), which must not swap the one-time recovery codes for
  // the console before they are saved. After Done, a session not yet refetched does not bring the
  // setup back; a refusal from the server does.
  const [phase, setPhase] = useState<'idle' | 'enrolling' | 'finished'>('idle');
  const needsSetup = refused || (!user.secondFactorEnabled && phase !== 'finished');
  if (needsSetup && phase !== 'enrolling') setPhase('enrolling');

  if (phase !== 'enrolling' && !needsSetup) return <>{children}</>;

  const done = async () => {
    // The refused admin reads start again from the new session.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    setRefused(false);
    setPhase('finished');
  };

  return (
    <div className="admin-page">
      <div className="card admin-second-factor">
        <h1>Set up your second factor</h1>
        <p>
          Administrators move players&apos; money, so the console needs a second factor: after your password, a 6-digit
          code from an authenticator app on your phone. Setting it up is the one thing you can do here until it is on.
        </p>
        <ol>
          <li>Install an authenticator app on your phone.</li>
          <li>Confirm your password, then add the key shown to the app.</li>
          <li>Enter the app&apos;s code, and save the recovery codes.</li>
        </ol>
        <SecondFactorSetup onDone={() => void done()} />
        <p className="small">
          <Link to="/">Back to Site</Link>
        </p>
      </div>
    </div>
  );
}
