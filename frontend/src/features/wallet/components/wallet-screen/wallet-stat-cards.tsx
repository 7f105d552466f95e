import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, ChartIcon, DollarIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, centsFromApiOrZero } from '@/lib/money';
import type { WalletSummaryFigures } from '../../api/get-wallet-summary';

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

/** Every figure comes from /api/wallet/summary (the server folds the wallet's ledger). */
export function WalletStatCards({ figures }: { figures: WalletSummaryFigures | undefined }) {
  const loading = <Skeleton width="4rem" height="1.4rem" />;
  if (!figures) {
    return (
      <section className="wallet-stat-grid" aria-label="Wallet statistics">
        {['Prizes', 'Entry Fees', 'Deposits', 'Withdrawals', 'Win Rate', 'Matches Completed'].map((label) => (
          <StatCard key={label} label={label} tone="blue" icon={<ChartIcon />} value={loading} />
        ))}
      </section>
    );
  }
  const f = figures;
  const pendingDeposits = centsFromApiOrZero(f.depositsPending) > 0;
  const pendingWithdrawals = centsFromApiOrZero(f.withdrawalsPending) > 0;
  return (
    <section className="wallet-stat-grid" aria-label="Wallet statistics">
      <StatCard
        label="Prizes"
        tone="amber"
        icon={<TrophyIcon />}
        value={`$${formatMoney(f.prizes)}`}
        detail={`${plural(f.prizeCount, 'prize', 'prizes')} paid to you · refunds $${formatMoney(f.refunds)}`}
      />
      <StatCard
        label="Entry Fees"
        tone="red"
        icon={<DollarIcon />}
        value={`$${formatMoney(f.entryFees)}`}
        detail={`${plural(f.entryFeeCount, 'entry fee', 'entry fees')} · other fees $${formatMoney(f.feesPaid)}`}
      />
      <StatCard
        label="Deposits"
        tone="green"
        icon={<ArrowDownIcon />}
        value={`$${formatMoney(f.depositsCredited)}`}
        detail={
          pendingDeposits
            ? `${plural(f.depositCount, 'credited', 'credited')} · $${formatMoney(f.depositsPending)} awaiting approval`
            : plural(f.depositCount, 'deposit credited', 'deposits credited')
        }
      />
      <StatCard
        label="Withdrawals"
        tone="purple"
        icon={<ArrowUpIcon />}
        value={`$${formatMoney(f.withdrawn)}`}
        detail={
          pendingWithdrawals
            ? `${plural(f.withdrawalCount, 'paid out', 'paid out')} · $${formatMoney(f.withdrawalsPending)} in progress`
            : plural(f.withdrawalCount, 'withdrawal paid out', 'withdrawals paid out')
        }
      />
      <StatCard
        label="Win Rate"
        tone="blue"
        icon={<ChartIcon />}
        value={`${f.winRate}%`}
        detail={`${f.tournamentsWon} won of ${plural(f.tournamentsPlayed, 'completed match', 'completed matches')}`}
      />
      <StatCard label="Matches Completed" tone="blue" icon={<UsersIcon />} value={f.tournamentsPlayed} />
    </section>
  );
}
