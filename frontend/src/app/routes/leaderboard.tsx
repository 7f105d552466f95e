import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';
import type { User } from '@/types/api';

export function LeaderboardRoute({ user }: { user: User }) {
  return <LeaderboardPage user={user} />;
}
