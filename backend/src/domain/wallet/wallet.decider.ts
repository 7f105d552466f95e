import { Decider, assertNever } from '../shared/decider';
import { WalletCommand } from './wallet.commands';
import { WalletEvent } from './wallet.events';
import { WalletState, evolveWallet, initialWalletState } from './wallet.state';

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  switch (command.type) {
    case 'OpenWallet':
      // Opening is idempotent: a retried registration must not open a second wallet.
      if (state.status === 'open') return [];
      return [{ type: 'WalletOpened', data: { userId: command.data.userId, openedAt: command.data.now } }];
    default:
      return assertNever(command.type);
  }
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  decide: decideWallet,
  evolve: evolveWallet,
  initialState: initialWalletState,
};
