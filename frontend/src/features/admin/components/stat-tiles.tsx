import { formatMoney } from '@/lib/money';
import type { AdminStats } from '../types';

export function StatTiles({ stats }: { stats: AdminStats }) {
  const tiles = [
    { label: 'Total Players', value: String(stats.totalPlayers) },
    { label: 'Total Tournaments', value: String(stats.totalTournaments), note: `${stats.activeTournaments} active` },
    { label: 'Total Deposits', value: `$${formatMoney(stats.totalDeposits)}` },
    { label: 'Platform Balance', value: `$${formatMoney(stats.platformBalance)}`, note: 'Fees earned' },
  ];
  return (
    <div className="admin-tiles">
      {tiles.map((t) => (
        <div key={t.label} className="card admin-tile">
          <span className="muted small">{t.label}</span>
          <strong>{t.value}</strong>
          {t.note && <span className="muted small">{t.note}</span>}
        </div>
      ))}
    </div>
  );
}
