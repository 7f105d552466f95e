import { Link } from 'react-router-dom';
import { PlusIcon } from '@/components/ui/icons';
import { useTournaments, useUserStats, useUserTournaments } from '@/lib/player-queries';
import { useFollowedIds, useFollowing } from '@/lib/follows';
import { isActive } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { ActiveMatches } from './active-matches';
import { AvailableMatches } from './available-matches';
import { QuickLinks } from './quick-links';
import { SkillLevelChooser } from './skill-level-chooser';
import { StatCards } from './stat-cards';
import './dashboard.css';

interface DashboardProps {
  user: User;
  onOpenWallet: () => void;
}

function activeMatchesLine(count: number): string {
  if (count === 0) return 'Ready to create your next match?';
  return `You have ${count} active ${count === 1 ? 'match' : 'matches'}`;
}

export function Dashboard({ user, onOpenWallet }: DashboardProps) {
  const stats = useUserStats();
  const tournaments = useTournaments();
  const userTournaments = useUserTournaments();

  // The tournament endpoints may not exist yet: an error reads as an empty list.
  const myActive = (userTournaments.data ?? []).filter(isActive);
  const following = useFollowing();
  const followedIds = useFollowedIds();
  // The followed players' open matches first, each group in the API's order.
  const open = (tournaments.data ?? []).filter((t) => t.status === 'waiting');
  const hasFollowed = (t: (typeof open)[number]) => t.participants.some((p) => followedIds.has(p.userId));
  const available = [...open.filter(hasFollowed), ...open.filter((t) => !hasFollowed(t))];
  const activeCount = userTournaments.isSuccess ? myActive.length : (stats.data?.activeTournaments ?? 0);

  return (
    <div className="container page dashboard">
      <header className="dashboard__hero">
        <div>
          <h1 className="dashboard__greeting">Welcome back, {user.firstName || 'Player'}</h1>
          <p className="dashboard__subtitle">{activeMatchesLine(activeCount)}</p>
        </div>
        <Link to="/create-tournament" className="btn btn--primary btn--lg">
          <PlusIcon size={18} /> Create Match
        </Link>
      </header>

      {!user.isRatingComplete && <SkillLevelChooser />}

      <StatCards stats={stats.data} isLoading={stats.isPending} balance={user.balance} />

      <QuickLinks activeCount={activeCount} onOpenWallet={onOpenWallet} />

      <ActiveMatches matches={myActive} isLoading={userTournaments.isPending} failed={userTournaments.isError} />

      <AvailableMatches
        matches={available}
        followedIds={followedIds}
        // Shown once the followed players are known too, so the list does not reorder under the reader.
        isLoading={tournaments.isPending || following.isPending}
        failed={tournaments.isError}
      />
    </div>
  );
}
