import type { ReactNode } from 'react';
import { ChartIcon, DollarIcon, TrophyIcon, WalletIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/money';
import { winRateOf } from '@/lib/tournaments';
import type { UserStats } from '@/types/api';

interface StatCardsProps {
  stats: UserStats | undefined;
  isLoading: boolean;
  balance: string | null | undefined;
}

export function StatCards({ stats, isLoading, balance }: StatCardsProps) {
  const value = (render: (s: UserStats) => ReactNode) =>
    isLoading ? <Skeleton width="3.5rem" height="1.6rem" /> : stats ? render(stats) : '—';

  return (
    <section className="stat-grid" aria-label="Your stats">
      <StatCard label="Matches Played" icon={<TrophyIcon />} tone="blue">
        {value((s) => s.tournamentsPlayed)}
      </StatCard>
      <StatCard label="Win Rate" icon={<ChartIcon />} tone="purple">
        {value((s) => `${winRateOf(s)}%`)}
      </StatCard>
      <StatCard label="Total Earnings" icon={<DollarIcon />} tone="amber">
        {value((s) => `$${formatMoney(s.totalEarnings)}`)}
      </StatCard>
      <StatCard label="Balance" icon={<WalletIcon />} tone="green">
        ${formatMoney(balance)}
      </StatCard>
    </section>
  );
}
