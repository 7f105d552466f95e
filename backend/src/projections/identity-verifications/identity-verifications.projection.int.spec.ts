import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { IdentityVerificationsProjection } from './identity-verifications.projection';

describe('identity verifications projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new IdentityVerificationsProjection()]);
  const at = '2026-11-28T10:00:00.000Z';

  it('lists a manual verification with its documents, then its approval; a rejection keeps its reason', async () => {
    const userId = randomUUID();
    const [approved, rejected, documentId] = [randomUUID(), randomUUID(), randomUUID()];
    await world.append(`player-${userId}`, [
      {
        type: 'IdentityVerificationStarted',
        data: { userId, verificationId: approved, provider: 'manual', level: 2, startedAt: at },
      },
      {
        type: 'IdentityDocumentUploaded',
        data: {
          userId,
          verificationId: approved,
          documentId,
          contentType: 'application/pdf',
          sizeBytes: 2048,
          sha256: 'cd'.repeat(32),
          uploadedAt: at,
        },
      },
    ]);
    const verifications = `SELECT id, status, level, document_count, decided_by, decision_reason, legal_name
                             FROM identity_verifications WHERE user_id = $1 ORDER BY started_at, id`;
    expect(await world.rows(verifications, [userId])).toEqual([
      {
        id: approved,
        status: 'pending',
        level: 2,
        document_count: 1,
        decided_by: null,
        decision_reason: null,
        legal_name: null,
      },
    ]);
    await world.append(`player-${userId}`, [
      {
        type: 'IdentityVerified',
        data: {
          userId,
          verificationId: approved,
          level: 2,
          legalName: 'Ali Khan',
          decidedBy: 'admin-1',
          verifiedAt: at,
          reason: 'Utility bill matches',
        },
      },
      {
        type: 'IdentityVerificationStarted',
        data: { userId, verificationId: rejected, provider: 'manual', level: 1, startedAt: '2026-11-28T11:00:00.000Z' },
      },
      {
        type: 'IdentityVerificationRejected',
        data: { userId, verificationId: rejected, reason: 'Blurry', decidedBy: 'admin-1', rejectedAt: at },
      },
    ]);
    expect(await world.rows(verifications, [userId])).toEqual([
      expect.objectContaining({ id: approved, status: 'verified', decision_reason: 'Utility bill matches' }),
      expect.objectContaining({ id: rejected, status: 'rejected', decision_reason: 'Blurry', document_count: 0 }),
    ]);
    expect(
      await world.rows(`SELECT id, verification_id, content_type, size_bytes, sha256 FROM identity_documents`),
    ).toEqual([
      {
        id: documentId,
        verification_id: approved,
        content_type: 'application/pdf',
        size_bytes: 2048,
        sha256: 'cd'.repeat(32),
      },
    ]);
  });
});
