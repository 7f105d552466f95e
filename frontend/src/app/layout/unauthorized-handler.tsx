import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Watches every query and mutation. When a signed-in user's call answers 401 Unauthorized,
 * the server session is gone: say so, then sign out locally and go to sign-in (and back) after 500 ms.
 * Mounted once above both route sets so it survives the switch to the signed-out routes.
 */
export function UnauthorizedHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // useNavigate returns a new function on every location change; the timer must not be reset by that.
  const navigateRef = useRef(navigate);
  const location = useLocation();
  const hereRef = useRef(location.pathname + location.search);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
    hereRef.current = location.pathname + location.search;
  }, [navigate, location]);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const handle = (error: unknown) => {
      if (pending.current !== null || !isUnauthorizedError(error)) return;
      if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return; // already signed out
      // Say what happened and what to do; sign-in brings the player back to this page.
      toast({
        title: 'Session expired',
        description: 'You were signed out. Sign in again to continue where you were.',
        variant: 'destructive',
      });
      const here = hereRef.current;
      pending.current = window.setTimeout(() => {
        pending.current = null;
        // Clear the session before navigating so /auth is served by the signed-out routes.
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        void navigateRef.current(`/auth?next=${encodeURIComponent(here)}`, { replace: true });
      }, UNAUTHORIZED_REDIRECT_MS);
    };

    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      if (pending.current !== null) window.clearTimeout(pending.current);
      pending.current = null;
    };
  }, [queryClient]);

  return null;
}
