import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  PAYOUT_FILES_STREAM,
  PayoutFileGenerated,
  PayoutPayment,
  payoutErrors,
  payoutFilesDecider,
} from '../../../domain/payout/payout-files.decider';
import { formatCents } from '../../../domain/shared/money';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { WalletReads } from '../shared/wallet-reads';
import { pain001Xml, paymentsCsv, sha256 } from './payout-file.formats';

type AdminContext = CommandContext & { actorUserId: string };

/**
 * Finance's payout files. "Approved" is a withdrawal still pending in finance's queue (the request
 * passed every rule and the money is held); a file marks it sent, and completing it (by hand or by a
 * statement line) posts it as before.
 */
@Injectable()
export class PayoutFiles {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reads: WalletReads,
  ) {}

  async generate(withdrawalIds: string[], context: AdminContext, idempotencyKey?: string, now = new Date()) {
    const fileId = idempotencyKey
      ? deterministicUuid('payout-file', context.actorUserId, idempotencyKey)
      : randomUUID();
    const payments: PayoutPayment[] = [];
    for (const id of withdrawalIds) {
      // The read model only says whose wallet it is; what is paid comes from the wallet's own stream.
      const row = await this.reads.withdrawal(id);
      const withdrawal = row
        ? (await this.executor.state(streamNames().wallet(row.userId), walletDecider)).withdrawals.get(id)
        : undefined;
      if (!row || !withdrawal) throw payoutErrors.withdrawalNotFound(id);
      if (withdrawal.status !== 'pending') throw payoutErrors.notApproved(id, withdrawal.status);
      // A card withdrawal is paid by its refund at the card processor, never by a bank file.
      if (withdrawal.method === 'card') throw payoutErrors.notABankWithdrawal(id);
      payments.push({
        withdrawalId: id,
        userId: row.userId,
        netAmountCents: withdrawal.netAmountCents,
        accountNumber: withdrawal.accountNumber,
        accountHolderName: withdrawal.accountHolderName,
        bankName: withdrawal.bankName,
      });
    }
    const generatedAt = now.toISOString();
    const totalCents = payments.reduce((sum, p) => sum + p.netAmountCents, 0);
    const checksum = sha256(
      pain001Xml({ fileId, payments, totalCents, generatedBy: context.actorUserId, generatedAt }),
    );
    const executed = await this.executor.handle(
      PAYOUT_FILES_STREAM,
      payoutFilesDecider,
      {
        type: 'GeneratePayoutFile',
        data: { fileId, checksum, payments, adminId: context.actorUserId, now: generatedAt },
      },
      context,
      { metadata: { reason: 'Payout file generated' } },
    );
    const file = executed.state.files.get(fileId);
    if (!file) throw new Error(`payout file ${fileId} not in its stream after generating`);
    return { id: file.fileId, checksum: file.checksum };
  }

  async file(fileId: string): Promise<PayoutFileGenerated['data']> {
    const state = await this.executor.state(PAYOUT_FILES_STREAM, payoutFilesDecider);
    const file = state.files.get(fileId);
    if (!file) throw payoutErrors.fileNotFound();
    return file;
  }

  /** Every file, newest first, with the withdrawals it sent (the console hides those from the selection). */
  async list() {
    const state = await this.executor.state(PAYOUT_FILES_STREAM, payoutFilesDecider);
    return [...state.files.values()].reverse().map((f) => ({
      id: f.fileId,
      checksum: f.checksum,
      generatedAt: f.generatedAt,
      generatedBy: f.generatedBy,
      withdrawalIds: f.payments.map((p) => p.withdrawalId),
      total: formatCents(f.totalCents),
    }));
  }

  /** Which file a withdrawal was sent in, if any (statement matching looks it up). */
  async sentIn(withdrawalId: string): Promise<string | undefined> {
    return (await this.executor.state(PAYOUT_FILES_STREAM, payoutFilesDecider)).sentIn.get(withdrawalId);
  }

  async xml(fileId: string) {
    return pain001Xml(await this.file(fileId));
  }

  async csv(fileId: string) {
    return paymentsCsv(await this.file(fileId));
  }
}
