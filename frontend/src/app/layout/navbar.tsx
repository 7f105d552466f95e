import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, RacketIcon, WalletIcon } from '@/components/ui/icons';
import { BRAND_NAME } from '@/config/brand';
import { UserMenu } from '@/features/auth/components/user-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { formatMoney } from '@/lib/money';
import type { User } from '@/types/api';
import { useWalletDialog } from './wallet-dialog-context';
import './layout.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/my-games', label: 'My Tournaments' },
  { to: '/create-tournament', label: 'Create Tournament' },
];

/** The phone menu reaches every main page (on a desktop the rest sit in the user menu). */
const MOBILE_LINKS = [
  ...LINKS,
  { to: '/wallet', label: 'Wallet' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/courts', label: 'Courts' },
  { to: '/profile', label: 'Profile' },
];

export function Brand() {
  return (
    <Link to="/" className="brand" aria-label={`${BRAND_NAME} home`}>
      <span className="brand__mark">
        <RacketIcon size={18} />
      </span>
      <span className="brand__name">{BRAND_NAME}</span>
    </Link>
  );
}

function SignedInActions({ user }: { user: User }) {
  const { openWallet } = useWalletDialog();
  return (
    <>
      <NotificationBell />
      <button
        type="button"
        className="wallet-button"
        onClick={openWallet}
        aria-label={`Wallet balance $${formatMoney(user.balance)}`}
      >
        <WalletIcon size={18} />
        <span>${formatMoney(user.balance)}</span>
      </button>
      <UserMenu user={user} />
    </>
  );
}

export function Navbar({ user }: { user: User | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Close the menu on navigation (state adjusted during render, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Brand />
        {user && (
          <nav className="navbar__links" aria-label="Main">
            {LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className="navbar__link">
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="navbar__actions">
          {user ? (
            <>
              <SignedInActions user={user} />
              <button
                type="button"
                className="icon-button navbar__menu-button"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls="mobile-nav"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </button>
            </>
          ) : (
            <>
              <Link to="/auth" className="btn btn--ghost btn--sm">
                Sign in
              </Link>
              <Link to="/auth" className="btn btn--primary btn--sm">
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
      {user && menuOpen && (
        <nav id="mobile-nav" className="mobile-nav" aria-label="Main mobile">
          {MOBILE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="mobile-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
