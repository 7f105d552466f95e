import { spec } from '../shared/given-when-then.spec-helper';
import { WalletCommand } from './wallet.commands';
import { walletDecider } from './wallet.decider';
import { adminId, bankDetails, fourEyes, now, opened } from './wallet.spec-helper';

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

describe('wallet decider: every other command needs an open wallet', () => {
  const commands: WalletCommand[] = [
    {
      type: 'RecordCardDeposit',
      data: { depositId: 'd1', amountCents: 5000, method: 'card', providerReference: 'pi_1', now },
    },
    { type: 'RequestBankDeposit', data: { depositId: 'd1', amountCents: 5000, reference: 'REF-1', now } },
    { type: 'ApproveDeposit', data: { depositId: 'd1', adminId, fourEyes, now } },
    { type: 'RejectDeposit', data: { depositId: 'd1', reason: 'not received', adminId, now } },
    { type: 'RequestWithdrawal', data: { withdrawalId: 'w1', amountCents: 5000, ...bankDetails, now } },
    { type: 'CompleteWithdrawal', data: { withdrawalId: 'w1', adminId, fourEyes, now } },
    { type: 'RejectWithdrawal', data: { withdrawalId: 'w1', reason: 'wrong IBAN', adminId, now } },
    {
      type: 'AdjustBalance',
      data: { adjustmentId: 'a1', amountCents: 500, reason: 'goodwill', adminId, fourEyes, now },
    },
  ];

  it.each(commands.map((command) => [command.type, command] as const))(
    '%s on a wallet never opened is refused with WALLET.NOT_OPEN',
    (_type, command) => {
      spec(walletDecider).given([]).when(command).thenThrows('WALLET.NOT_OPEN');
    },
  );

  it('the open-wallet fixture really is open (guards the table above)', () => {
    spec(walletDecider)
      .given([opened])
      .when({
        type: 'AdjustBalance',
        data: { adjustmentId: 'a1', amountCents: 500, reason: 'goodwill', adminId, fourEyes, now },
      })
      .then([
        {
          type: 'BalanceAdjusted',
          data: { adjustmentId: 'a1', amountCents: 500, reason: 'goodwill', adminId, adjustedAt: now },
        },
      ]);
  });
});
