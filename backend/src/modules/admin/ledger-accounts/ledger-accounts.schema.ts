/**
 * The OpenAPI schema of a ledger account (a tournament's escrow, the platform's revenue) at an
 * instant. The classes `implement` the views
 * LedgerAccountsController answers (ledger-account.view.ts), so a field added there
 * without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { LedgerAccountEntryView, LedgerAccountView } from './ledger-account.view';

export class LedgerAccountEntrySchema implements LedgerAccountEntryView {
  @ApiProperty() eventId: string;
  @ApiProperty({ example: 'tournament-3f0c…' }) stream: string;
  @ApiProperty({ type: 'integer', description: '0-based index of the event within its stream.' }) revision: number;
  @ApiProperty({ description: 'The event store position (a bigint, as text).' }) globalPosition: string;
  @ApiProperty({ example: 'PlayerJoined' }) type: string;
  @ApiProperty({ example: 'Card fee', description: 'What the entry is, from the posting table.' }) label: string;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
  @ApiNullable({ type: String }) actorUserId: string | null;
  @ApiNullable({ type: String }) reason: string | null;
  @ApiMoney({ description: "The entry's change to the account (negative when money left it)." }) change: string;
  @ApiMoney({ description: "The account's balance after this entry." }) balanceAfter: string;
}

export class LedgerAccountSchema implements LedgerAccountView {
  @ApiProperty({ example: 'platform:revenue' }) account: string;
  @ApiProperty({ format: 'date-time', description: 'The instant the account is folded up to.' }) at: string;
  @ApiMoney() balance: string;
  @ApiProperty({ type: [LedgerAccountEntrySchema], description: 'In global order, up to `at`.' })
  entries: LedgerAccountEntrySchema[];
}
