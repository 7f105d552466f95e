import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import { ReadModels } from '../../../projections/runner/read-models';
import { DataSource, In } from 'typeorm';
import { formatCents } from '../../../domain/shared/money';
import { Deposited, WithdrawalRequested } from '../../../domain/wallet/wallet.events';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { UserRow } from '../../../projections/users/user.entity';
import { maskAccountNumber } from '../../../projections/wallet/account-number-mask';
import { WalletDepositRow, WalletWithdrawalRow } from '../../../projections/wallet/wallet-read-models.entity';

export interface Balances {
  /** Spendable now. */
  balance: string;
  /** Bank transfers waiting for finance to verify them. */
  pendingBalance: string;
}

/**
 * Reads of the wallet read models, and the shapes the API answers with (money as "12.50").
 * Commands do not wait for the read models, so every read here first waits until they show every
 * write this instance acknowledged (read your writes, also inside POSTs such as finance's reviews).
 */
@Injectable()
export class WalletReads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly fence: WriteFence,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The read models show everything appended through this process so far. */
  caughtUp(): Promise<void> {
    return this.runner.waitFor(this.fence.position, this.config.projectionWaitTimeoutMs);
  }

  async balances(userId: string): Promise<Balances> {
    await this.caughtUp();
    const user = await this.dataSource.getRepository(UserRow).findOne({ where: { id: userId } });
    return { balance: user?.balance ?? '0.00', pendingBalance: user?.pendingBalance ?? '0.00' };
  }

  async deposit(id: string): Promise<WalletDepositRow | null> {
    await this.caughtUp();
    return this.dataSource.getRepository(WalletDepositRow).findOne({ where: { id } });
  }

  async withdrawal(id: string): Promise<WalletWithdrawalRow | null> {
    await this.caughtUp();
    return this.dataSource.getRepository(WalletWithdrawalRow).findOne({ where: { id } });
  }

  /** Finance's queues: oldest first, so they are worked in order; with who the player is. */
  async depositQueue(status?: WalletDepositRow['status']) {
    await this.caughtUp();
    const rows = await this.dataSource.getRepository(WalletDepositRow).find({
      where: status ? { status } : {},
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
    const people = await this.people(rows.map((r) => r.userId));
    return rows.map((row) => ({ ...depositView(row), user: people.get(row.userId) ?? null }));
  }

  async withdrawalQueue(status?: WalletWithdrawalRow['status']) {
    await this.caughtUp();
    const rows = await this.dataSource.getRepository(WalletWithdrawalRow).find({
      where: status ? { status } : {},
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
    const people = await this.people(rows.map((r) => r.userId));
    return rows.map((row) => ({
      ...withdrawalView(row, { fullAccountNumber: true }),
      user: people.get(row.userId) ?? null,
    }));
  }

  private async people(userIds: string[]) {
    const users =
      userIds.length === 0
        ? []
        : await this.dataSource.getRepository(UserRow).find({ where: { id: In([...new Set(userIds)]) } });
    return new Map(users.map((u) => [u.id, { email: u.email, firstName: u.firstName, lastName: u.lastName }]));
  }

  /** A deposit as its owner sees it, with the balances after it. */
  async depositAnswer(id: string, userId: string) {
    const row = await this.deposit(id);
    if (!row) throw new Error(`deposit ${id} is missing from the read model`);
    return { ...depositView(row), ...(await this.balances(userId)) };
  }

  /** A withdrawal as its owner sees it (account number masked unless finance asks), with the balances after it. */
  async withdrawalAnswer(id: string, userId: string, { fullAccountNumber = false } = {}) {
    const row = await this.withdrawal(id);
    if (!row) throw new Error(`withdrawal ${id} is missing from the read model`);
    return { ...withdrawalView(row, { fullAccountNumber }), ...(await this.balances(userId)) };
  }
}

export function depositView(row: WalletDepositRow) {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    paymentMethod: row.method,
    transactionReference: row.reference,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.decisionReason,
  };
}

/** A withdrawal just requested, as its owner sees it, from the event and the wallet after it (no read model). */
export function withdrawalAnswerOf(userId: string, d: WithdrawalRequested['data'], wallet: WalletState) {
  const row: WalletWithdrawalRow = {
    id: d.withdrawalId,
    userId,
    amount: formatCents(d.amountCents),
    fee: formatCents(d.feeCents),
    netAmount: formatCents(d.netAmountCents),
    accountNumber: d.accountNumber,
    accountHolderName: d.accountHolderName,
    bankName: d.bankName,
    status: 'pending',
    requestedAt: new Date(d.requestedAt),
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
  };
  return { ...withdrawalView(row, { fullAccountNumber: false }), ...balancesOf(wallet) };
}

/** A card deposit just credited, as its owner sees it, from the event and the wallet after it. */
export function cardDepositAnswerOf(userId: string, d: Deposited['data'], wallet: WalletState) {
  const at = new Date(d.depositedAt);
  const row: WalletDepositRow = {
    id: d.depositId,
    userId,
    method: d.method,
    amount: formatCents(d.amountCents),
    fee: formatCents(d.feeCents),
    reference: d.reference,
    status: 'completed',
    requestedAt: at,
    decidedAt: at,
    decidedBy: null,
    decisionReason: null,
  };
  return { ...depositView(row), ...balancesOf(wallet) };
}

/** What users.balance / pending_balance will show once the users projection has the events. */
export function balancesOf(wallet: WalletState): Balances {
  return { balance: formatCents(wallet.availableCents), pendingBalance: formatCents(wallet.pendingDepositCents) };
}

const DISPLAY_STATUS = { pending: 'Processing', completed: 'Completed', rejected: 'Rejected' } as const;

/** Finance sees the whole account number; everyone else the last four characters. */
export function withdrawalView(row: WalletWithdrawalRow, { fullAccountNumber }: { fullAccountNumber: boolean }) {
  return {
    id: row.id,
    userId: row.userId,
    /** As the withdrawal dialog shows it: "Processing" until finance pays it out. */
    status: DISPLAY_STATUS[row.status],
    state: row.status,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    accountNumber: fullAccountNumber ? row.accountNumber : maskAccountNumber(row.accountNumber),
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.decisionReason,
  };
}
