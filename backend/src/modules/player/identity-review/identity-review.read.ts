import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import { ReadModels } from '../../../projections/runner/read-models';
import { IdentityDocumentType } from '../../../domain/player/player.events';
import { firstRow } from '../../../infrastructure/database/first-row';
import { Page, direction, paged } from '../../../infrastructure/http/paging';

interface VerificationRow {
  id: string;
  user_id: string;
  user_email: string | null;
  first_name: string | null;
  last_name: string | null;
  provider: string;
  level: number;
  status: string;
  started_at: Date;
  decided_by: string | null;
  decided_by_email: string | null;
  decision_reason: string | null;
  legal_name: string | null;
  decided_at: Date | null;
}

interface DocumentRow {
  id: string;
  verification_id: string;
  content_type: IdentityDocumentType;
  size_bytes: number;
  sha256: string;
  uploaded_at: Date;
}

/** The identity-review queue: manual verifications, oldest first (worked in order), with their documents. */
@Injectable()
export class IdentityReviewRead {
  constructor(
    private readonly dataSource: DataSource,
    private readonly fence: WriteFence,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(status: string | undefined, page: Page) {
    const where = `WHERE v.provider = 'manual' AND ($1::text IS NULL OR v.status = $1)
      AND ($2::text IS NULL OR u.email ILIKE $2 OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE $2)`;
    const from = `FROM identity_verifications v LEFT JOIN users u ON u.id = v.user_id`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total ${from} ${where}`, [
        status ?? null,
        page.like,
      ]),
      'the identity review count',
    );
    const rows = await this.dataSource.query<VerificationRow[]>(
      `SELECT v.*, u.email AS user_email, u.first_name, u.last_name, d.email AS decided_by_email
         ${from} LEFT JOIN users d ON d.id = v.decided_by
         ${where}
        ORDER BY v.started_at ${direction(page, 'oldest')}, v.id LIMIT $3 OFFSET $4`,
      [status ?? null, page.like, page.pageSize, page.offset],
    );
    const documents = await this.documentsOf(rows.map((r) => r.id));
    return paged(
      rows.map((r) => view(r, documents.get(r.id) ?? [])),
      total,
      page,
    );
  }

  /**
   * The verification's owner and provider, or null when there is none. Inside a POST, so it waits
   * for the read model itself (GETs wait at the door): a verification started a moment ago is found.
   */
  async verification(id: string): Promise<{ userId: string; provider: string } | null> {
    await this.runner.waitFor(this.fence.position, this.config.projectionWaitTimeoutMs);
    const rows = await this.dataSource.query<Array<{ user_id: string; provider: string }>>(
      `SELECT user_id, provider FROM identity_verifications WHERE id = $1`,
      [id],
    );
    return rows[0] ? { userId: rows[0].user_id, provider: rows[0].provider } : null;
  }

  async document(verificationId: string, documentId: string): Promise<{ contentType: IdentityDocumentType } | null> {
    const rows = await this.dataSource.query<Array<{ content_type: IdentityDocumentType }>>(
      `SELECT content_type FROM identity_documents WHERE id = $1 AND verification_id = $2`,
      [documentId, verificationId],
    );
    return rows[0] ? { contentType: rows[0].content_type } : null;
  }

  private async documentsOf(verificationIds: string[]) {
    const byVerification = new Map<string, ReturnType<typeof documentView>[]>();
    if (verificationIds.length === 0) return byVerification;
    const rows = await this.dataSource.query<DocumentRow[]>(
      `SELECT * FROM identity_documents WHERE verification_id = ANY($1) ORDER BY uploaded_at, id`,
      [verificationIds],
    );
    for (const r of rows) {
      const list = byVerification.get(r.verification_id) ?? [];
      list.push(documentView(r));
      byVerification.set(r.verification_id, list);
    }
    return byVerification;
  }
}

function documentView(r: DocumentRow) {
  return {
    id: r.id,
    contentType: r.content_type as string,
    sizeBytes: r.size_bytes,
    sha256: r.sha256,
    uploadedAt: r.uploaded_at.toISOString(),
  };
}

function view(r: VerificationRow, documents: ReturnType<typeof documentView>[]) {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ');
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    userName: name === '' ? null : name,
    provider: r.provider,
    level: r.level,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    decidedBy: r.decided_by,
    decidedByEmail: r.decided_by_email,
    decisionReason: r.decision_reason,
    legalName: r.legal_name,
    decidedAt: r.decided_at?.toISOString() ?? null,
    documents,
  };
}
