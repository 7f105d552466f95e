import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { postingLabel } from '../../../domain/shared/posting-labels';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../domain/shared/decider';
import { formatCents } from '../../../domain/shared/money';
import { prefixRecordedBy } from '../../../domain/shared/point-in-time';
import { balanceAt } from '../../../domain/wallet/wallet.balance';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { walletEventPostings } from '../../../domain/wallet/wallet.postings';
import { evolveWallet, initialWalletState } from '../../../domain/wallet/wallet.state';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { AdminGuard } from '../../identity/identity.public';
import { LedgerIntegrity } from './ledger-integrity';
import { LedgerEntrySchema, LedgerSnapshotSchema } from './ledger-report.schema';
import { LedgerReportWithChainSchema } from './ledger-seals.schema';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

@ApiTags('admin')
@Controller('admin/ledger')
@UseGuards(AdminGuard)
export class LedgerController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly integrity: LedgerIntegrity,
  ) {}

  /** Declared before `:userId` so "verify" is never read as a user id. */
  @ApiOkResponse({ type: LedgerReportWithChainSchema })
  @Get('verify')
  verify() {
    return this.integrity.verify();
  }

  /** A wallet as it stood at `at` (default now), replayed from its stream, with every entry up to then. */
  @ApiOkResponse({ type: LedgerSnapshotSchema })
  @Get(':userId')
  @ApiQuery({ name: 'at', required: false, example: '2026-11-21T10:00:00Z' })
  async at(@Param('userId') userId: string, @Query('at') at?: string): Promise<LedgerSnapshotSchema> {
    if (at !== undefined && (!ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at)))) {
      throw new DomainError(
        'LEDGER.INVALID_TIME',
        'The time must be an ISO-8601 instant, for example 2026-11-21T10:00:00Z.',
      );
    }
    const instant = at ? new Date(at).toISOString() : new Date().toISOString();
    const recorded = await this.store.readStream(streamNames().wallet(userId));
    if (recorded.length === 0) throw new DomainError('LEDGER.NO_WALLET', 'This user has no wallet.', 'not_found');
    const events = recorded.map((r) => ({
      event: { type: r.type, data: r.data } as WalletEvent,
      recordedAt: r.recordedAt.toISOString(),
    }));
    const balance = balanceAt(events, instant);

    let state = initialWalletState();
    const entries: LedgerEntrySchema[] = [];
    // The same prefix balanceAt folds: up to the first event recorded after the instant.
    const shown = prefixRecordedBy(recorded, Date.parse(instant), (r) => r.recordedAt.getTime());
    for (const [i, r] of shown.entries()) {
      const { event } = events[i]!; // shown is a prefix of recorded, and events is recorded, mapped
      state = evolveWallet(state, event);
      entries.push({
        eventId: r.id,
        revision: r.revision,
        type: r.type,
        recordedAt: r.recordedAt.toISOString(),
        actorUserId: r.metadata.actorUserId ?? null,
        reason: typeof r.metadata.reason === 'string' ? r.metadata.reason : null,
        postings: walletEventPostings(event, userId).map((p) => ({
          source: p.source,
          destination: p.destination,
          amount: formatCents(p.amountCents),
          asset: p.asset,
          label: postingLabel(r.type, p),
        })),
        balanceAfter: {
          available: formatCents(state.availableCents),
          held: formatCents(state.heldCents),
          pendingDeposits: formatCents(state.pendingDepositCents),
        },
      });
    }
    return {
      userId,
      at: instant,
      balance: {
        available: formatCents(balance.availableCents),
        held: formatCents(balance.heldCents),
        pendingDeposits: formatCents(balance.pendingDepositCents),
      },
      entries,
    };
  }
}
