import { Cents } from '../shared/money';
import { WalletEvent } from './wallet.events';

export interface WalletState {
  status: 'none' | 'open';
  userId: string | null;
  availableCents: Cents;
  heldCents: Cents;
}

export const initialWalletState = (): WalletState => ({
  status: 'none',
  userId: null,
  availableCents: 0,
  heldCents: 0,
});

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'WalletOpened':
      return { ...state, status: 'open', userId: event.data.userId };
  }
}
