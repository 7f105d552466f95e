import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '@/components/ui/icons';
import type { User } from '@/types/api';

const dismissedKey = (userId: string) => `courtcash.second-factor-prompt-dismissed.${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false; // storage blocked: show it again, it is only a suggestion
  }
}

/**
 * Before a player's first withdrawal (and until dismissed): a second factor keeps a stolen password
 * from moving their money. Optional for players; dismissing it is remembered in this browser.
 */
export function SecondFactorPrompt({ user, onFollow }: { user: User | null | undefined; onFollow: () => void }) {
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : true));
  if (!user || user.secondFactorEnabled || dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // storage blocked: hidden for this visit only
    }
    setDismissed(true);
  };
  return (
    <aside className="panel second-factor-prompt" aria-label="Protect your withdrawals">
      <p>
        <ShieldIcon size={16} /> Protect your money: with a second factor, signing in also needs a code from your phone,
        so a stolen password cannot withdraw your balance.
      </p>
      <div className="second-factor-prompt__actions">
        <Link to="/account/security" className="btn btn--primary btn--sm" onClick={onFollow}>
          Set up a second factor
        </Link>
        <button type="button" className="btn btn--ghost btn--sm" onClick={dismiss}>
          Not now
        </button>
      </div>
    </aside>
  );
}
