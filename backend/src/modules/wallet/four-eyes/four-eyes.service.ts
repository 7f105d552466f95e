import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { ApprovalCommand, FourEyes, approvalDecider } from '../../../domain/approval/approval.decider';
import { ApprovalErrorCode, ApprovalRequiredError } from '../../../domain/approval/approval.errors';
import { ApprovalAction, ApprovalEvent } from '../../../domain/approval/approval.events';
import { DomainError } from '../../../domain/shared/decider';
import { userDecider } from '../../../domain/user/user.decider';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';

export const approvalStream = (approvalId: string): string => `approval-${approvalId}`;

/** The 202 answer of a money action that waits for a second admin. */
export interface AwaitingSecondApproval {
  status: 'awaiting_second_approval';
  approvalId: string;
}

export const isAwaitingSecondApproval = (answer: unknown): answer is AwaitingSecondApproval =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { status?: unknown }).status === 'awaiting_second_approval';

type AdminContext = CommandContext & { actorUserId: string };

/**
 * Four eyes (docs/decisions/money-rails.md). The wallet's decider refuses a large admin action
 * without a second approver (ApprovalRequiredError); the handler then records a request here. A
 * different admin grants it, and the action is carried out with both names on its event. The grant
 * is appended before the action, so a rejection racing it loses, and a retry after a crash between
 * the two carries the action out (its ids were fixed at the request, so never twice).
 */
@Injectable()
export class FourEyesApprovals {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: CommandExecutor,
  ) {}

  /** The rule for a first-hand action: no second approver yet. */
  firstHand(): FourEyes {
    return { thresholdCents: this.config.fourEyesThresholdCents, secondApprover: null };
  }

  /** The approval id of a request: derived from the Idempotency-Key when there is one, so a retry finds it. */
  approvalIdFor(adminId: string, subject: string, idempotencyKey: string | undefined): string {
    return idempotencyKey ? deterministicUuid('approval', adminId, subject, idempotencyKey) : randomUUID();
  }

  async request(
    approvalId: string,
    action: ApprovalAction,
    reason: string,
    context: AdminContext,
    now: Date = new Date(),
  ): Promise<AwaitingSecondApproval> {
    await this.decide(
      approvalId,
      {
        type: 'RequestApproval',
        data: { approvalId, action, requestedBy: context.actorUserId, reason, now: now.toISOString() },
      },
      context,
      reason,
    );
    return { status: 'awaiting_second_approval', approvalId };
  }

  /** Grants and carries out; answers what was done. A refusal of the action closes the request (ApprovalFailed). */
  async approve(approvalId: string, reason: string, context: AdminContext, now: Date = new Date()) {
    const granted = await this.decide(
      approvalId,
      { type: 'GrantApproval', data: { adminId: context.actorUserId, reason, now: now.toISOString() } },
      context,
      reason,
    );
    const { action, requestedBy, approvedBy, reason: requestReason } = granted.state;
    if (!action || !requestedBy || !approvedBy || requestReason === null) {
      throw new Error(`approval ${approvalId} granted without its request`);
    }
    try {
      // The action's event carries the request's reason; the approval's own reason is on ApprovalGranted.
      await this.carryOut(action, requestedBy, approvedBy, requestReason, context, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const message = error.message;
      await this.decide(
        approvalId,
        { type: 'RecordApprovalFailure', data: { code: error.code, message, now: now.toISOString() } },
        context,
        message,
      );
      throw new DomainError(
        'APPROVAL.FAILED',
        `The approval was recorded, but the action was refused, so nothing moved and the request is closed: ${message}`,
        'conflict',
      );
    }
    return { approvalId, status: 'granted' as const, approvedBy, action };
  }

  async reject(approvalId: string, reason: string, context: AdminContext, now: Date = new Date()) {
    await this.decide(
      approvalId,
      { type: 'RejectApproval', data: { adminId: context.actorUserId, reason, now: now.toISOString() } },
      context,
      reason,
    );
    return { approvalId, status: 'rejected' as const };
  }

  /** Carries out a granted action; idempotent (each action's id was fixed at the request). */
  private async carryOut(
    action: ApprovalAction,
    requestedBy: string,
    secondApprover: string,
    reason: string,
    context: AdminContext,
    now: Date,
  ): Promise<void> {
    const fourEyes = { thresholdCents: this.config.fourEyesThresholdCents, secondApprover };
    // The event of the action is the requester's, with the approver named on it.
    const acting = { ...context, actorUserId: requestedBy };
    const at = now.toISOString();
    const metadata = { reason, approvedBy: secondApprover };
    switch (action.kind) {
      case 'balance_adjustment': {
        const { userId, adjustmentId, amountCents } = action;
        const data = { adjustmentId, amountCents, reason: action.reason, adminId: requestedBy, fourEyes, now: at };
        await this.executor.handle(
          streamNames().wallet(userId),
          walletDecider,
          { type: 'AdjustBalance', data },
          acting,
          { metadata: metadata },
        );
        return;
      }
      case 'deposit_approval': {
        const data = { depositId: action.depositId, adminId: requestedBy, fourEyes, now: at };
        await this.executor.handle(
          streamNames().wallet(action.userId),
          walletDecider,
          { type: 'ApproveDeposit', data },
          acting,
          { metadata: metadata },
        );
        return;
      }
      case 'withdrawal_completion': {
        const data = { withdrawalId: action.withdrawalId, adminId: requestedBy, fourEyes, now: at };
        await this.executor.handle(
          streamNames().wallet(action.userId),
          walletDecider,
          { type: 'CompleteWithdrawal', data },
          acting,
          { metadata: metadata },
        );
        return;
      }
      case 'role_change':
        await this.changeRole(action.userId, action.role, reason, acting, secondApprover, now);
        return;
    }
  }

  /** Promotes or demotes at once (the caller decided no second approval is needed, or it was granted). */
  async changeRole(
    userId: string,
    role: 'admin' | 'player',
    reason: string,
    context: AdminContext,
    approvedBy: string | undefined,
    now: Date = new Date(),
  ) {
    const by = context.actorUserId;
    const data = { userId, reason, now: now.toISOString(), ...(approvedBy ? { approvedBy } : {}) };
    return this.executor.handle(
      streamNames().user(userId),
      userDecider,
      role === 'admin'
        ? { type: 'PromoteToAdmin', data: { ...data, promotedBy: by } }
        : { type: 'DemoteFromAdmin', data: { ...data, demotedBy: by } },
      context,
      { metadata: { reason, ...(approvedBy ? { approvedBy } : {}) } },
    );
  }

  private decide(approvalId: string, command: ApprovalCommand, context: AdminContext, reason: string) {
    return this.executor.handle<ApprovalCommand, ApprovalEvent, ReturnType<typeof approvalDecider.initialState>>(
      approvalStream(approvalId),
      approvalDecider,
      command,
      context,
      { metadata: { reason } },
    );
  }
}

export const isApprovalRequired = (error: unknown): error is ApprovalRequiredError =>
  error instanceof ApprovalRequiredError && error.code === ApprovalErrorCode.REQUIRED;
