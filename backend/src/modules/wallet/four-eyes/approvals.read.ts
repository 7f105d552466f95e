import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { firstRow } from '../../../infrastructure/database/first-row';
import { Page, Paged, paged } from '../../../infrastructure/http/paging';

export const APPROVAL_STATUSES = ['pending', 'granted', 'rejected', 'failed'] as const;
export type ApprovalStatusFilter = (typeof APPROVAL_STATUSES)[number];

export interface ApprovalView {
  id: string;
  kind: string;
  status: string;
  userId: string;
  userEmail: string | null;
  subjectId: string;
  /** Dollars for money actions, null for a role change. */
  amount: string | null;
  role: string | null;
  reason: string;
  requestedBy: string;
  requestedByEmail: string | null;
  requestedAt: string;
  decidedBy: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  failure: string | null;
}

interface Row {
  id: string;
  kind: string;
  status: string;
  user_id: string;
  user_email: string | null;
  subject_id: string;
  amount: string | null;
  role: string | null;
  reason: string;
  requested_by: string;
  requested_by_email: string | null;
  requested_at: Date;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  failure: string | null;
}

/** The four-eyes queue, oldest first (worked in order), with the people's e-mails. */
@Injectable()
export class ApprovalsRead {
  constructor(private readonly dataSource: DataSource) {}

  async page(status: ApprovalStatusFilter | undefined, page: Page): Promise<Paged<ApprovalView>> {
    const where = `WHERE ($1::text IS NULL OR a.status = $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(
        `SELECT count(*) AS total FROM admin_approvals a ${where}`,
        [status ?? null],
      ),
      'the approvals count',
    );
    const rows = await this.dataSource.query<Row[]>(
      `SELECT a.*, u.email AS user_email, r.email AS requested_by_email
         FROM admin_approvals a
         LEFT JOIN users u ON u.id = a.user_id
         LEFT JOIN users r ON r.id = a.requested_by
         ${where}
        ORDER BY a.requested_at ${page.sort === 'newest' ? 'DESC' : 'ASC'}, a.id
        LIMIT $2 OFFSET $3`,
      [status ?? null, page.pageSize, page.offset],
    );
    return paged(rows.map(view), total, page);
  }
}

function view(r: Row): ApprovalView {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    userId: r.user_id,
    userEmail: r.user_email,
    subjectId: r.subject_id,
    amount: r.amount,
    role: r.role,
    reason: r.reason,
    requestedBy: r.requested_by,
    requestedByEmail: r.requested_by_email,
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decided_by,
    decisionReason: r.decision_reason,
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    failure: r.failure,
  };
}
