import type { ReactNode } from 'react';
import { ChartIcon, DollarIcon, TrophyIcon, WalletIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import type { UserStats } from '@/types/api';

interface StatCardsProps {
  stats: UserStats | undefined;
  isLoading: boolean;
  balance: string | null | undefined;
}

/** Win rate is wins over played, rounded; the server's figure is used when it sends one. */
function winRateOf(stats: UserStats): number {
  if (typeof stats.winRate === 'number' && Number.isFinite(stats.winRate)) return Math.round(stats.winRate);
  return stats.tournamentsPlayed > 0 ? Math.round((stats.tournamentsWon / stats.tournamentsPlayed) * 100) : 0;
}

function StatCard({
  label,
  icon,
  tone,
  children,
}: {
  label: string;
  icon: ReactNode;
  tone: string;
  children: ReactNode;
}) {
  return (
    <div className="stat-card">
      <span className={`icon-badge icon-badge--${tone}`}>{icon}</span>
      <div>
        <div className="stat-card__value">{children}</div>
        <div className="stat-card__label">{label}</div>
      </div>
    </div>
  );
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
