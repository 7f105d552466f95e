/**
 * Bank payout files (docs/decisions/payout-files.md). One stream holds every file, so "a withdrawal
 * is in at most one file" is decided on one state and appended at one revision: two finance people
 * generating overlapping files at once cannot both win. A withdrawal finance rejects is withheld
 * from files on the same stream first, so a rejection and a file made at the same instant cannot
 * both pass (the bank paying a withdrawal whose hold was given back would pay it twice).
 */
import { Decider, DomainError } from '../shared/decider';
import { walletErrors } from '../wallet/wallet.errors';

export const PAYOUT_FILES_STREAM = 'payout-files';

export const PayoutErrorCode = {
  NO_WITHDRAWALS: 'PAYOUT.NO_WITHDRAWALS',
  DUPLICATE_WITHDRAWAL: 'PAYOUT.DUPLICATE_WITHDRAWAL',
  ALREADY_IN_FILE: 'PAYOUT.ALREADY_IN_FILE',
  NOT_APPROVED: 'PAYOUT.WITHDRAWAL_NOT_APPROVED',
  WITHDRAWAL_NOT_FOUND: 'PAYOUT.WITHDRAWAL_NOT_FOUND',
  FILE_NOT_FOUND: 'PAYOUT.FILE_NOT_FOUND',
} as const;

/** One payment of a file: what the bank is told to pay, copied from the withdrawal when the file was made. */
export interface PayoutPayment {
  withdrawalId: string;
  userId: string;
  netAmountCents: number;
  accountNumber: string;
  accountHolderName: string;
  bankName: string;
}

/** The withdrawals are "sent": the file (id, sha256 of its pain.001 XML) went to the bank. */
export type PayoutFileGenerated = {
  type: 'PayoutFileGenerated';
  data: {
    fileId: string;
    checksum: string;
    payments: PayoutPayment[];
    totalCents: number;
    generatedBy: string;
    generatedAt: string;
  };
};
/** Finance is rejecting this withdrawal: no file may carry it from now on. */
export type WithdrawalWithheldFromFiles = {
  type: 'WithdrawalWithheldFromFiles';
  data: { withdrawalId: string; adminId: string; reason: string; withheldAt: string };
};
export type PayoutFileEvent = PayoutFileGenerated | WithdrawalWithheldFromFiles;

export type GeneratePayoutFile = {
  type: 'GeneratePayoutFile';
  data: { fileId: string; checksum: string; payments: PayoutPayment[]; adminId: string; now: string };
};
/** Before a rejection: refused when a file already carries the withdrawal. */
export type WithholdFromFiles = {
  type: 'WithholdFromFiles';
  data: { withdrawalId: string; adminId: string; reason: string; now: string };
};
export type PayoutFileCommand = GeneratePayoutFile | WithholdFromFiles;

export interface PayoutFilesState {
  /** withdrawalId -> the file it was sent in. */
  sentIn: ReadonlyMap<string, string>;
  files: ReadonlyMap<string, PayoutFileGenerated['data']>;
  /** Withdrawals finance rejected (or is rejecting): never put in a file. */
  withheld: ReadonlySet<string>;
}

export const payoutErrors = {
  noWithdrawals: () =>
    new DomainError(PayoutErrorCode.NO_WITHDRAWALS, 'Select at least one approved bank withdrawal for the file.'),
  duplicate: (id: string) =>
    new DomainError(PayoutErrorCode.DUPLICATE_WITHDRAWAL, `Withdrawal ${id} is selected twice; select it once.`),
  alreadyInFile: (id: string, fileId: string) =>
    new DomainError(
      PayoutErrorCode.ALREADY_IN_FILE,
      `Withdrawal ${id} was already sent in payout file ${fileId}; remove it from the selection.`,
      'conflict',
    ),
  notApproved: (id: string, status: string) =>
    new DomainError(
      PayoutErrorCode.NOT_APPROVED,
      `Withdrawal ${id} is ${status}, so it cannot be paid out; select only pending bank withdrawals.`,
      'conflict',
    ),
  notABankWithdrawal: (id: string) =>
    new DomainError(
      PayoutErrorCode.NOT_APPROVED,
      `Withdrawal ${id} goes back to a card by a refund, so it cannot be in a bank file; select only bank withdrawals.`,
      'conflict',
    ),
  withdrawalNotFound: (id: string) =>
    new DomainError(PayoutErrorCode.WITHDRAWAL_NOT_FOUND, `No withdrawal ${id}; refresh the list.`, 'not_found'),
  fileNotFound: () => new DomainError(PayoutErrorCode.FILE_NOT_FOUND, 'No such payout file.', 'not_found'),
};

export function decidePayoutFile(command: PayoutFileCommand, state: PayoutFilesState): PayoutFileEvent[] {
  if (command.type === 'WithholdFromFiles') return decideWithhold(command, state);
  const { data } = command;
  // A retry of the same file (same id) is answered from the first one.
  if (state.files.has(data.fileId)) return [];
  if (data.payments.length === 0) throw payoutErrors.noWithdrawals();
  const seen = new Set<string>();
  for (const { withdrawalId } of data.payments) {
    if (seen.has(withdrawalId)) throw payoutErrors.duplicate(withdrawalId);
    seen.add(withdrawalId);
    const fileId = state.sentIn.get(withdrawalId);
    if (fileId) throw payoutErrors.alreadyInFile(withdrawalId, fileId);
    if (state.withheld.has(withdrawalId)) throw payoutErrors.notApproved(withdrawalId, 'rejected');
  }
  return [
    {
      type: 'PayoutFileGenerated',
      data: {
        fileId: data.fileId,
        checksum: data.checksum,
        payments: data.payments,
        totalCents: data.payments.reduce((sum, p) => sum + p.netAmountCents, 0),
        generatedBy: data.adminId,
        generatedAt: data.now,
      },
    },
  ];
}

function decideWithhold({ data }: WithholdFromFiles, state: PayoutFilesState): PayoutFileEvent[] {
  const fileId = state.sentIn.get(data.withdrawalId);
  if (fileId) throw walletErrors.withdrawalSentInFile(fileId);
  if (state.withheld.has(data.withdrawalId)) return [];
  const { now, ...rest } = data;
  return [{ type: 'WithdrawalWithheldFromFiles', data: { ...rest, withheldAt: now } }];
}

export function evolvePayoutFiles(state: PayoutFilesState, event: PayoutFileEvent): PayoutFilesState {
  if (event.type === 'WithdrawalWithheldFromFiles')
    return { ...state, withheld: new Set(state.withheld).add(event.data.withdrawalId) };
  const sentIn = new Map(state.sentIn);
  for (const p of event.data.payments) sentIn.set(p.withdrawalId, event.data.fileId);
  return { ...state, sentIn, files: new Map(state.files).set(event.data.fileId, event.data) };
}

export const payoutFilesDecider: Decider<PayoutFileCommand, PayoutFileEvent, PayoutFilesState> = {
  decide: decidePayoutFile,
  evolve: evolvePayoutFiles,
  initialState: () => ({ sentIn: new Map(), files: new Map(), withheld: new Set() }),
};
