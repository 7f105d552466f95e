import { CreateTournamentPage } from '@/features/tournaments/components/create/create-tournament-page';
import type { User } from '@/types/api';

export function CreateTournamentRoute({ user }: { user: User }) {
  return <CreateTournamentPage user={user} />;
}
