import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatCents } from '../../../domain/shared/money';
import { Page, direction, paged } from '../../../infrastructure/http/paging';
import { firstRow } from '../../../infrastructure/database/first-row';

/**
 * Every admin action, derived from the events themselves (no second record that could disagree):
 * each row is one event whose data names the acting admin. Wallet actions carry the amount;
 * tournament actions the tournament. Newest first.
 */
const ACTIONS = `
  SELECT e.global_position, e.event_id, e.recorded_at, e.stream_name, e.data, e.metadata, a.action, a.actor_id
    FROM events e
    CROSS JOIN LATERAL (SELECT
      CASE e.type
        WHEN 'Deposited' THEN 'deposit.approved'
        WHEN 'DepositRejected' THEN 'deposit.rejected'
        WHEN 'WithdrawalCompleted' THEN 'withdrawal.completed'
        WHEN 'WithdrawalRejected' THEN 'withdrawal.rejected'
        WHEN 'BalanceAdjusted' THEN 'balance.adjusted'
        WHEN 'WinnerDeclared' THEN 'match.winner_declared'
        WHEN 'MatchVoided' THEN 'match.voided'
        WHEN 'TournamentUpdated' THEN 'tournament.edited'
        WHEN 'TournamentDeleted' THEN 'tournament.deleted'
        WHEN 'TournamentCancelled' THEN 'tournament.cancelled'
        WHEN 'IdentityVerified' THEN 'identity.verified'
        WHEN 'IdentityVerificationRejected' THEN 'identity.rejected'
      END AS action,
      CASE e.type
        WHEN 'Deposited' THEN e.data->>'approvedBy'
        WHEN 'DepositRejected' THEN e.data->>'rejectedBy'
        WHEN 'WithdrawalCompleted' THEN e.data->>'completedBy'
        WHEN 'WithdrawalRejected' THEN e.data->>'rejectedBy'
        WHEN 'BalanceAdjusted' THEN e.data->>'adminId'
        WHEN 'WinnerDeclared' THEN e.data->>'declaredBy'
        WHEN 'MatchVoided' THEN e.data->>'voidedBy'
        WHEN 'TournamentUpdated' THEN e.data->>'updatedBy'
        WHEN 'TournamentDeleted' THEN e.data->>'deletedBy'
        -- Only an admin's own cancellation: a delete or a void already has its own row.
        WHEN 'TournamentCancelled' THEN
          CASE WHEN e.data->>'reason' = 'cancelled_by_admin' THEN e.data->>'cancelledBy' END
        -- Manual review only: a provider's outcome ("simulated", "stripe") is no admin's action.
        WHEN 'IdentityVerified' THEN NULLIF(NULLIF(e.data->>'decidedBy', 'simulated'), 'stripe')
        WHEN 'IdentityVerificationRejected' THEN NULLIF(NULLIF(e.data->>'decidedBy', 'simulated'), 'stripe')
      END AS actor_id) a
   WHERE ((e.type IN ('Deposited', 'DepositRejected', 'WithdrawalCompleted', 'WithdrawalRejected', 'BalanceAdjusted')
           AND e.stream_name LIKE 'wallet-%')
       OR (e.type IN ('WinnerDeclared', 'MatchVoided', 'TournamentUpdated', 'TournamentDeleted', 'TournamentCancelled')
           AND e.stream_name LIKE 'tournament-%')
       OR (e.type IN ('IdentityVerified', 'IdentityVerificationRejected') AND e.stream_name LIKE 'player-%'))
     AND a.actor_id IS NOT NULL`;

interface AuditSqlRow {
  global_position: string;
  event_id: string;
  recorded_at: Date;
  stream_name: string;
  data: { amountCents?: number; reason?: string; note?: string | null; name?: string };
  metadata: { reason?: unknown };
  action: string;
  actor_id: string;
  actor_email: string | null;
  target_email: string | null;
  target_name: string | null;
}

@Injectable()
export class AdminAuditRead {
  constructor(private readonly dataSource: DataSource) {}

  async list(page: Page) {
    const joined = `FROM (${ACTIONS}) x
      LEFT JOIN users actor ON actor.id = x.actor_id
      LEFT JOIN users target ON (x.stream_name LIKE 'wallet-%' AND target.id = substr(x.stream_name, 8))
                             OR (x.stream_name LIKE 'player-%' AND target.id = substr(x.stream_name, 8))
      LEFT JOIN tournaments t ON x.stream_name LIKE 'tournament-%' AND t.id = substr(x.stream_name, 12)
      WHERE ($1::text IS NULL OR x.action ILIKE $1 OR actor.email ILIKE $1 OR target.email ILIKE $1 OR t.name ILIKE $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total ${joined}`, [page.like]),
      'the count of audit entries',
    );
    const rows = await this.dataSource.query<AuditSqlRow[]>(
      `SELECT x.*, actor.email AS actor_email, target.email AS target_email, t.name AS target_name
         ${joined} ORDER BY x.global_position ${direction(page, 'newest')} LIMIT $2 OFFSET $3`,
      [page.like, page.pageSize, page.offset],
    );
    return paged(rows.map(entry), total, page);
  }
}

function entry(r: AuditSqlRow) {
  // `wallet-{id}` and `player-{id}` (identity review) are a player's; `tournament-{id}` a tournament's.
  const wallet = r.stream_name.startsWith('wallet-') || r.stream_name.startsWith('player-');
  const id = r.stream_name.slice(r.stream_name.indexOf('-') + 1);
  // A cancellation's `reason` is its kind (cancelled_by_admin); the admin's words are its note.
  const own = r.action === 'tournament.cancelled' ? r.data.note : r.data.reason;
  const reason = own ?? (typeof r.metadata.reason === 'string' ? r.metadata.reason : null) ?? null;
  return {
    id: r.event_id,
    at: r.recorded_at.toISOString(),
    actor: { id: r.actor_id, email: r.actor_email },
    action: r.action,
    target: wallet
      ? { kind: 'player' as const, id, label: r.target_email }
      : { kind: 'tournament' as const, id, label: r.target_name },
    amount: typeof r.data.amountCents === 'number' ? formatCents(r.data.amountCents) : null,
    reason,
    globalPosition: r.global_position,
  };
}
