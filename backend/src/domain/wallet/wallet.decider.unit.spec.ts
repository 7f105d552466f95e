import { spec } from '../shared/given-when-then.spec-helper';
import { walletDecider } from './wallet.decider';

const now = '2026-11-21T10:00:00.000Z';

describe('wallet decider: OpenWallet', () => {
  it('opens a wallet at 0.00 for a newly registered user', () => {
    spec(walletDecider)
      .given([])
      .when({ type: 'OpenWallet', data: { userId: 'u1', now } })
      .then([{ type: 'WalletOpened', data: { userId: 'u1', openedAt: now } }]);
  });

  it('does nothing when the wallet is already open (a retried registration)', () => {
    spec(walletDecider)
      .given([{ type: 'WalletOpened', data: { userId: 'u1', openedAt: now } }])
      .when({ type: 'OpenWallet', data: { userId: 'u1', now } })
      .thenNothing();
  });
});
