import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PAYOUT_FILES_STREAM,
  PayoutFileGenerated,
  PayoutPayment,
  payoutErrors,
  payoutFilesDecider,
} from '../../../domain/payout/payout-files.decider';
import { formatCents, parseMoney } from '../../../domain/shared/money';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand, readState } from '../../../infrastructure/event-sourcing/command-executor';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reads: WalletReads,
  ) {}

  async generate(withdrawalIds: string[], context: AdminContext, idempotencyKey?: string, now = new Date()) {
    const fileId = idempotencyKey
      ? deterministicUuid('payout-file', context.actorUserId, idempotencyKey)
      : randomUUID();
    const payments: PayoutPayment[] = [];
    for (const id of withdrawalIds) {
      const row = await this.reads.withdrawal(id);
      if (!row) throw payoutErrors.withdrawalNotFound(id);
      if (row.status !== 'pending') throw payoutErrors.notApproved(id, row.status);
      payments.push({
        withdrawalId: row.id,
        userId: row.userId,
        netAmountCents: parseMoney(row.netAmount) ?? Number.NaN,
        accountNumber: row.accountNumber,
        accountHolderName: row.accountHolderName,
        bankName: row.bankName,
      });
    }
    const generatedAt = now.toISOString();
    const totalCents = payments.reduce((sum, p) => sum + p.netAmountCents, 0);
    const checksum = sha256(
      pain001Xml({ fileId, payments, totalCents, generatedBy: context.actorUserId, generatedAt }),
    );
    const executed = await executeCommand(
      this.store,
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
    const state = await readState(this.store, PAYOUT_FILES_STREAM, payoutFilesDecider);
    const file = state.files.get(fileId);
    if (!file) throw payoutErrors.fileNotFound();
    return file;
  }

  /** Every file, newest first, with the withdrawals it sent (the console hides those from the selection). */
  async list() {
    const state = await readState(this.store, PAYOUT_FILES_STREAM, payoutFilesDecider);
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
    return (await readState(this.store, PAYOUT_FILES_STREAM, payoutFilesDecider)).sentIn.get(withdrawalId);
  }

  async xml(fileId: string) {
    return pain001Xml(await this.file(fileId));
  }

  async csv(fileId: string) {
    return paymentsCsv(await this.file(fileId));
  }
}
