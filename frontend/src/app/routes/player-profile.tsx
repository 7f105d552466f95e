import { Navigate, useParams } from 'react-router-dom';
import { PlayerProfilePage } from '@/features/players/components/player-profile-page';
import type { User } from '@/types/api';

/** /players/:id: another player's profile; one's own id goes to one's own profile page. */
export function PlayerProfileRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  if (id === user.id) return <Navigate to="/profile" replace />;
  // Keyed by id: another player's page starts from its own loading state.
  return <PlayerProfilePage key={id} playerId={id} />;
}
