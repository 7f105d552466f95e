import { spec } from '../shared/given-when-then.spec-helper';
import { PayoutFileCommand, PayoutFileEvent, PayoutPayment, payoutFilesDecider } from './payout-files.decider';

const now = '2026-11-28T10:00:00.000Z';
const payment = (withdrawalId: string, netAmountCents: number): PayoutPayment => ({
  withdrawalId,
  userId: `user-${withdrawalId}`,
  netAmountCents,
  accountNumber: 'PK36SCBL0000001123456702',
  accountHolderName: 'Ali Khan',
  bankName: 'Meezan Bank',
});
const generate = (fileId: string, payments: PayoutPayment[]): PayoutFileCommand => ({
  type: 'GeneratePayoutFile',
  data: { fileId, checksum: `sum-${fileId}`, payments, adminId: 'admin-a', now },
});
const generated = (fileId: string, payments: PayoutPayment[]): PayoutFileEvent => ({
  type: 'PayoutFileGenerated',
  data: {
    fileId,
    checksum: `sum-${fileId}`,
    payments,
    totalCents: payments.reduce((sum, p) => sum + p.netAmountCents, 0),
    generatedBy: 'admin-a',
    generatedAt: now,
  },
});

describe('payout files', () => {
  const w1 = payment('w1', 9750);
  const w2 = payment('w2', 24_375);

  it('marks the selected withdrawals sent in one event with the file id, checksum and total', () => {
    spec(payoutFilesDecider)
      .given([])
      .when(generate('f1', [w1, w2]))
      .then([generated('f1', [w1, w2])]);
  });

  it('a retry of the same file changes nothing', () => {
    spec(payoutFilesDecider)
      .given([generated('f1', [w1])])
      .when(generate('f1', [w1]))
      .thenNothing();
  });

  it('refuses a withdrawal already in another file, naming it', () => {
    spec(payoutFilesDecider)
      .given([generated('f1', [w1])])
      .when(generate('f2', [w2, w1]))
      .thenThrows('PAYOUT.ALREADY_IN_FILE', /f1/);
  });

  it('refuses an empty selection and a withdrawal selected twice', () => {
    spec(payoutFilesDecider).given([]).when(generate('f1', [])).thenThrows('PAYOUT.NO_WITHDRAWALS');
    spec(payoutFilesDecider)
      .given([])
      .when(generate('f1', [w1, w1]))
      .thenThrows('PAYOUT.DUPLICATE_WITHDRAWAL');
  });

  const withhold: PayoutFileCommand = {
    type: 'WithholdFromFiles',
    data: { withdrawalId: 'w1', adminId: 'admin-b', reason: 'Wrong account', now },
  };
  const withheld: PayoutFileEvent = {
    type: 'WithdrawalWithheldFromFiles',
    data: { withdrawalId: 'w1', adminId: 'admin-b', reason: 'Wrong account', withheldAt: now },
  };

  it('withholds a withdrawal being rejected, once', () => {
    spec(payoutFilesDecider).given([]).when(withhold).then([withheld]);
    spec(payoutFilesDecider).given([withheld]).when(withhold).thenNothing();
  });

  it('refuses to withhold (reject) a withdrawal a file already sent, naming the file', () => {
    spec(payoutFilesDecider)
      .given([generated('f1', [w1])])
      .when(withhold)
      .thenThrows('WALLET.WITHDRAWAL_SENT_IN_FILE', /f1/);
  });

  it('never puts a withheld (rejected) withdrawal in a file', () => {
    spec(payoutFilesDecider)
      .given([withheld])
      .when(generate('f2', [w1, w2]))
      .thenThrows('PAYOUT.WITHDRAWAL_NOT_APPROVED', /w1 is rejected/);
  });
});
