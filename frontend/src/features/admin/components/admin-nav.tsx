import { Link } from 'react-router-dom';
import { useAdminQueues } from '../api/get-admin-queues';

function Count({ n, label }: { n: number | undefined; label: string }) {
  if (!n) return null;
  return (
    <span className="admin-count" aria-label={`${n} ${label}`}>
      {n}
    </span>
  );
}

/** The links between the admin screens, with what waits in each finance queue. */
export function AdminNav({ current }: { current: 'panel' | 'dashboard' }) {
  const queues = useAdminQueues();
  const q = queues.data;
  return (
    <nav className="admin-nav" aria-label="Admin screens">
      {current === 'panel' ? (
        <Link to="/admin/dashboard" className="btn btn--outline btn--sm">
          Dashboard
        </Link>
      ) : (
        <Link to="/admin" className="btn btn--outline btn--sm">
          Admin Control Center
        </Link>
      )}
      <Link to="/admin?tab=finance" className="btn btn--outline btn--sm">
        Deposits <Count n={q?.pendingDeposits} label="pending deposits" />
      </Link>
      <Link to="/admin?tab=finance" className="btn btn--outline btn--sm">
        Withdrawals <Count n={q?.pendingWithdrawals} label="pending withdrawals" />
      </Link>
      <Link to="/admin?tab=disputes" className="btn btn--outline btn--sm">
        Disputes <Count n={q?.disputedMatches} label="disputed matches" />
      </Link>
      <Link to="/admin?tab=support" className="btn btn--outline btn--sm">
        Support <Count n={q?.openSupportMessages} label="open messages" />
      </Link>
      <Link to="/admin/ledger" className="btn btn--outline btn--sm">
        Ledger explorer
      </Link>
      <Link to="/" className="btn btn--outline btn--sm">
        Back to Site
      </Link>
    </nav>
  );
}
