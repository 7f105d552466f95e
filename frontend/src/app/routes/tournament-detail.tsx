import { useParams } from 'react-router-dom';
import { TournamentDetailPage } from '@/features/tournaments/components/detail/tournament-detail-page';
import type { User } from '@/types/api';

/** Loaded on demand (React.lazy) with a spinner while the chunk loads. */
export default function TournamentDetailRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  // A new id is a new screen: no form or dialog state carries over between tournaments.
  return <TournamentDetailPage key={id} id={id} user={user} />;
}
