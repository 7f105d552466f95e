import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, ChartIcon, DollarIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import type { WalletSummary } from '../../utils/transactions';
import { usd } from '../../utils/wallet-money';

interface WalletStatCardsProps {
  summary: WalletSummary | null;
  tournamentsPlayed: number | null;
  statsLoading: boolean;
}

function StatCard({
  label,
  tone,
  icon,
  value,
  detail,
}: {
  label: string;
  tone: string;
  icon: ReactNode;
  value: ReactNode;
  detail?: string;
}) {
  return (
    <div className="wallet-stat">
      <span className={`icon-badge icon-badge--${tone}`}>{icon}</span>
      <div>
        <div className="wallet-stat__label">{label}</div>
        <div className="wallet-stat__value">{value}</div>
        {detail && <div className="wallet-stat__detail">{detail}</div>}
      </div>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function WalletStatCards({ summary, tournamentsPlayed, statsLoading }: WalletStatCardsProps) {
  const loading = <Skeleton width="4rem" height="1.4rem" />;
  const money = (pick: (s: WalletSummary) => number) => (summary ? usd(pick(summary)) : loading);
  return (
    <section className="wallet-stat-grid" aria-label="Wallet statistics">
      <StatCard
        label="Winnings"
        tone="amber"
        icon={<TrophyIcon />}
        value={money((s) => s.winningsCents)}
        detail={summary ? plural(summary.prizeCount, 'prize', 'prizes') : undefined}
      />
      <StatCard
        label="Fees"
        tone="red"
        icon={<DollarIcon />}
        value={money((s) => s.entryFeesCents)}
        detail={summary ? plural(summary.entryFeeCount, 'entry fee', 'entry fees') : undefined}
      />
      <StatCard
        label="Deposits"
        tone="green"
        icon={<ArrowDownIcon />}
        value={money((s) => s.depositsCents)}
        detail={summary ? plural(summary.depositCount, 'deposit', 'deposits') : undefined}
      />
      <StatCard
        label="Withdrawals"
        tone="purple"
        icon={<ArrowUpIcon />}
        value={money((s) => s.withdrawalsCents)}
        detail={summary ? plural(summary.withdrawalCount, 'withdrawal', 'withdrawals') : undefined}
      />
      <StatCard label="Win Rate" tone="blue" icon={<ChartIcon />} value={summary ? `${summary.winRate}%` : loading} />
      <StatCard
        label="Tournaments Played"
        tone="blue"
        icon={<UsersIcon />}
        value={statsLoading ? loading : (tournamentsPlayed ?? '—')}
      />
    </section>
  );
}
