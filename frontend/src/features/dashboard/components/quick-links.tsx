import { Link } from 'react-router-dom';
import { MapPinIcon, StarIcon, TrophyIcon, WalletIcon } from '@/components/ui/icons';

export function QuickLinks({ activeCount, onOpenWallet }: { activeCount: number; onOpenWallet: () => void }) {
  return (
    <nav className="quick-links" aria-label="Quick links">
      <Link to="/my-games" className="quick-link">
        <span className="icon-badge icon-badge--blue">
          <TrophyIcon />
        </span>
        <span className="quick-link__label">My Matches</span>
        {activeCount > 0 && (
          <span className="badge" aria-label={`${activeCount} active`}>
            {activeCount}
          </span>
        )}
      </Link>
      <button type="button" className="quick-link" onClick={onOpenWallet}>
        <span className="icon-badge icon-badge--green">
          <WalletIcon />
        </span>
        <span className="quick-link__label">Wallet</span>
      </button>
      <Link to="/leaderboard" className="quick-link">
        <span className="icon-badge icon-badge--amber">
          <StarIcon />
        </span>
        <span className="quick-link__label">Leaderboard</span>
      </Link>
      <Link to="/courts" className="quick-link">
        <span className="icon-badge icon-badge--purple">
          <MapPinIcon />
        </span>
        <span className="quick-link__label">Find Courts</span>
      </Link>
    </nav>
  );
}
