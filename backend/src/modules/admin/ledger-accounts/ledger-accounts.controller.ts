import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { prefixRecordedBy } from '../../../domain/shared/point-in-time';
import { AccountId, accounts, balances, Posting } from '../../../domain/shared/ledger';
import { formatCents } from '../../../domain/shared/money';
import { tournamentEventPostings } from '../../../domain/tournament/tournament.postings';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { walletEventPostings } from '../../../domain/wallet/wallet.postings';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import {
  EVENT_STORE,
  EventStore,
  RecordedEvent,
  comparePositions,
  streamNames,
} from '../../../event-store/event-store.port';
import { parseInstant } from '../../../infrastructure/http/csv-stream';
import { TournamentWalletUserRow } from '../../../projections/tournaments/tournament.entities';
import { AdminGuard } from '../../identity/identity.public';
import type { LedgerAccountEntryView, LedgerAccountView } from './ledger-account.view';
import { LedgerAccountSchema } from './ledger-accounts.schema';
import { entryLabel, postingLabel } from '../../../domain/shared/posting-labels';
import { PlatformRevenueRead } from '../revenue/platform-revenue.read';

/** An escrow entry's name: its event's main posting. */
const escrowLabel = (type: string) => postingLabel(type);

interface Entry {
  recorded: RecordedEvent;
  changeCents: number;
  /** What the entry is, from the posting table ("Card fee", "Prize"). */
  label: string;
}

/**
 * The ledger explorer's other accounts: a tournament's escrow and the platform's revenue, each at an
 * instant with its entries and running balance, folded from the same postings `ledger:verify` checks.
 */
@ApiTags('admin')
@Controller('admin/ledger-accounts')
@UseGuards(AdminGuard)
export class LedgerAccountsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly revenue: PlatformRevenueRead,
  ) {}

  @ApiOkResponse({ type: LedgerAccountSchema })
  @Get('platform-revenue')
  @ApiQuery({ name: 'at', required: false, example: '2026-11-21T10:00:00Z' })
  async platformRevenue(@Query('at') at?: string) {
    const until = instant(at);
    const account = accounts.platformRevenue();
    const entries = (await this.revenue.entries()).map(({ recorded, data, changeCents }) => ({
      recorded,
      changeCents,
      label: entryLabel(data.sourceType, account, data.postings),
    }));
    return answer(account, until, entries);
  }

  @ApiOkResponse({ type: LedgerAccountSchema })
  @Get('escrow/:tournamentId')
  @ApiQuery({ name: 'at', required: false, example: '2026-11-21T10:00:00Z' })
  async escrow(@Param('tournamentId') tournamentId: string, @Query('at') at?: string) {
    const until = instant(at);
    const tournament = await this.store.readStream(streamNames().tournament(tournamentId));
    if (tournament.length === 0) throw new DomainError('TOURNAMENT.NOT_FOUND', 'No such tournament.', 'not_found');
    const account = accounts.tournamentEscrow(tournamentId);
    const users = await this.dataSource.getRepository(TournamentWalletUserRow).find({ where: { tournamentId } });
    const change = (postings: Posting[]) => balances(postings).get(account) ?? 0;
    const entries: Entry[] = [];
    for (const recorded of tournament) {
      const cents = change(tournamentEventPostings({ type: recorded.type, data: recorded.data } as TournamentEvent));
      if (cents !== 0) entries.push({ recorded, changeCents: cents, label: escrowLabel(recorded.type) });
    }
    for (const { userId } of users) {
      for (const recorded of await this.store.readStream(streamNames().wallet(userId))) {
        const data = recorded.data as { tournamentId?: string };
        if (data.tournamentId !== tournamentId) continue;
        const cents = change(walletEventPostings({ type: recorded.type, data: recorded.data } as WalletEvent, userId));
        if (cents !== 0) entries.push({ recorded, changeCents: cents, label: escrowLabel(recorded.type) });
      }
    }
    entries.sort((a, b) => comparePositions(a.recorded.position, b.recorded.position)); // the global order
    return answer(account, until, entries);
  }
}

function instant(at: string | undefined): Date {
  const parsed = parseInstant(at);
  if (parsed === 'invalid') {
    throw new DomainError(
      'LEDGER.INVALID_TIME',
      'The time must be an ISO-8601 instant, for example 2026-11-21T10:00:00Z.',
    );
  }
  return parsed ?? new Date();
}

function answer(account: AccountId, until: Date, entries: Entry[]): LedgerAccountView {
  let balance = 0;
  const shown: LedgerAccountEntryView[] = [];
  // A prefix of the account's entries in global order: only a balance the account really had.
  for (const { recorded, changeCents, label } of prefixRecordedBy(entries, until.getTime(), (e) =>
    e.recorded.recordedAt.getTime(),
  )) {
    balance += changeCents;
    shown.push({
      eventId: recorded.id,
      stream: recorded.streamName,
      revision: recorded.revision,
      globalPosition: recorded.globalPosition,
      type: recorded.type,
      label,
      recordedAt: recorded.recordedAt.toISOString(),
      actorUserId: recorded.metadata.actorUserId ?? null,
      reason: typeof recorded.metadata.reason === 'string' ? recorded.metadata.reason : null,
      change: formatCents(changeCents),
      balanceAfter: formatCents(balance),
    });
  }
  return { account, at: until.toISOString(), balance: formatCents(balance), entries: shown };
}
