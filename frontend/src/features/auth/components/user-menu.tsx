import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LogOutIcon, ShieldIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import type { User } from '@/types/api';
import { useLogout } from '../api/logout';
import { getAvatarLetter, getFullName } from './avatar-letter';
import './user-menu.css';

export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const logout = useLogout({
    onSuccess: () => {
      setOpen(false);
      void navigate('/auth', { replace: true });
      toast({ title: 'Success', description: 'Logged out successfully!' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const fullName = getFullName(user);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {user.profileImageUrl ? (
          <img className="avatar avatar--image" src={user.profileImageUrl} alt="" />
        ) : (
          <span className="avatar" data-testid="avatar-letter">
            {getAvatarLetter(user)}
          </span>
        )}
      </button>
      {open && (
        <div id={menuId} ref={menuRef} className="menu" role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <div className="menu__header">
            {fullName && <div className="menu__name">{fullName}</div>}
            {user.email && <div className="menu__email">{user.email}</div>}
          </div>
          <div className="menu__separator" role="separator" />
          <Link to="/profile" role="menuitem" className="menu__item" onClick={() => setOpen(false)}>
            <UserIcon size={16} /> Profile
          </Link>
          <Link to="/wallet" role="menuitem" className="menu__item" onClick={() => setOpen(false)}>
            <WalletIcon size={16} /> Wallet
          </Link>
          <Link to="/account/security" role="menuitem" className="menu__item" onClick={() => setOpen(false)}>
            <ShieldIcon size={16} /> Security
          </Link>
          <Link to="/account/verification" role="menuitem" className="menu__item" onClick={() => setOpen(false)}>
            <ShieldIcon size={16} /> Verification
          </Link>
          <Link to="/account/limits" role="menuitem" className="menu__item" onClick={() => setOpen(false)}>
            <ShieldIcon size={16} /> Limits
          </Link>
          <div className="menu__separator" role="separator" />
          <button
            type="button"
            role="menuitem"
            className="menu__item menu__item--danger"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOutIcon size={16} /> {logout.isPending ? 'Logging out...' : 'Log out'}
          </button>
        </div>
      )}
    </div>
  );
}
