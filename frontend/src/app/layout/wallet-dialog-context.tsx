import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@/types/api';
import { lazyRoute } from '../lazy-route';

// The wallet dialog (deposits, withdrawals, card forms) loads when first opened, not with every page.
const WalletDialog = lazyRoute(() => import('@/features/wallet/components/wallet-dialog'), 'WalletDialog');

interface WalletDialogContextValue {
  openWallet: () => void;
}

const WalletDialogContext = createContext<WalletDialogContextValue | null>(null);

/** One wallet dialog for the signed-in layout, opened from the navbar or the home quick link. */
export function WalletDialogProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openWallet = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  const value = useMemo(() => ({ openWallet }), [openWallet]);
  return (
    <WalletDialogContext.Provider value={value}>
      {children}
      {user && opened && (
        <Suspense fallback={null}>
          <WalletDialog open={open} onClose={() => setOpen(false)} balance={user.balance} />
        </Suspense>
      )}
    </WalletDialogContext.Provider>
  );
}

export function useWalletDialog(): WalletDialogContextValue {
  const value = useContext(WalletDialogContext);
  if (!value) throw new Error('useWalletDialog must be used inside WalletDialogProvider');
  return value;
}
