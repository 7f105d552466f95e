import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { WalletDialog } from '@/features/wallet/components/wallet-dialog';
import type { User } from '@/types/api';

interface WalletDialogContextValue {
  openWallet: () => void;
}

const WalletDialogContext = createContext<WalletDialogContextValue | null>(null);

/** One wallet dialog for the signed-in layout, opened from the navbar or the home quick link. */
export function WalletDialogProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openWallet = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openWallet }), [openWallet]);
  return (
    <WalletDialogContext.Provider value={value}>
      {children}
      {user && <WalletDialog open={open} onClose={() => setOpen(false)} balance={user.balance} />}
    </WalletDialogContext.Provider>
  );
}

export function useWalletDialog(): WalletDialogContextValue {
  const value = useContext(WalletDialogContext);
  if (!value) throw new Error('useWalletDialog must be used inside WalletDialogProvider');
  return value;
}
