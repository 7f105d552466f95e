import type { ReactNode } from 'react';
import { ChartIcon, DollarIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/money';
import { winRateOf } from '@/lib/tournaments';
import type { TournamentHistoryItem, UserStats } from '@/types/api';
import { bestFinish } from '../utils/my-games';

interface MyStatCardsProps {
  stats: UserStats | undefined;
  statsLoading: boolean;
  history: TournamentHistoryItem[];
  historyLoading: boolean;
}

export function MyStatCards({ stats, statsLoading, history, historyLoading }: MyStatCardsProps) {
  const fromStats = (render: (s: UserStats) => ReactNode) =>
    statsLoading ? <Skeleton width="3.5rem" height="1.6rem" /> : stats ? render(stats) : '—';
  const best = bestFinish(history);
  return (
    <section className="stat-grid" aria-label="Your tournament stats">
      <StatCard label="Total Earnings" icon={<DollarIcon />} tone="amber">
        {fromStats((s) => `$${formatMoney(s.totalEarnings)}`)}
      </StatCard>
      <StatCard label="Win Rate" icon={<ChartIcon />} tone="purple">
        {fromStats((s) => `${winRateOf(s)}%`)}
      </StatCard>
      <StatCard label="Tournaments" icon={<TrophyIcon />} tone="blue">
        {fromStats((s) => s.tournamentsPlayed)}
      </StatCard>
      <StatCard label="Best Finish" icon={<StarIcon />} tone="green">
        {historyLoading ? <Skeleton width="3.5rem" height="1.6rem" /> : (best?.label ?? '—')}
      </StatCard>
    </section>
  );
}
