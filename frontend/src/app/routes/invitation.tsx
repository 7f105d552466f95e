import { useParams } from 'react-router-dom';
import { useSession } from '@/features/auth/api/get-session';
import { InvitationPage } from '@/features/invitations/components/invitation-page';

/** Public: served by both route sets; the session (already loaded by then) says who is looking. */
export function InvitationRoute() {
  const { token = '' } = useParams();
  const session = useSession();
  return <InvitationPage key={token} token={token} user={session.data ?? null} />;
}
