import { PlayerEvent } from '../../domain/player/player.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';

/**
 * `identity_verifications` and `identity_documents`: every identity verification of the
 * `player-{id}` streams with its outcome, and the documents uploaded for manual review. The admin
 * console's identity-review queue reads them.
 */
export class IdentityVerificationsProjection extends RowProjection {
  readonly name = 'identity-verifications';
  readonly tables = ['identity_verifications', 'identity_documents'] as const;
  readonly schema = { identity_verifications: { key: ['id'] }, identity_documents: { key: ['id'] } };
  readonly eventTypes = new Set<string>([
    'IdentityVerificationStarted',
    'IdentityDocumentUploaded',
    'IdentityVerified',
    'IdentityVerificationRejected',
  ] satisfies Array<PlayerEvent['type']>);

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!recorded.streamName.startsWith('player-')) return;
    const verifications = rows.table('identity_verifications');
    const event = { type: recorded.type, data: recorded.data } as PlayerEvent;
    switch (event.type) {
      case 'IdentityVerificationStarted': {
        const { verificationId, userId, provider, level, startedAt } = event.data;
        await verifications.insertIgnore({
          id: verificationId,
          user_id: userId,
          provider,
          level,
          status: 'pending',
          document_count: 0,
          started_at: startedAt,
          decided_by: null,
          decision_reason: null,
          legal_name: null,
          decided_at: null,
        });
        return;
      }
      case 'IdentityDocumentUploaded': {
        const { documentId, verificationId, userId, contentType, sizeBytes, sha256, uploadedAt } = event.data;
        await rows.table('identity_documents').insertIgnore({
          id: documentId,
          verification_id: verificationId,
          user_id: userId,
          content_type: contentType,
          size_bytes: sizeBytes,
          sha256,
          uploaded_at: uploadedAt,
        });
        await verifications.update(verificationId, (row) => ({ document_count: Number(row.document_count) + 1 }));
        return;
      }
      case 'IdentityVerified': {
        const { verificationId, decidedBy, reason, legalName, verifiedAt } = event.data;
        await verifications.update(verificationId, {
          status: 'verified',
          decided_by: decidedBy,
          decision_reason: reason ?? null,
          legal_name: legalName,
          decided_at: verifiedAt,
        });
        return;
      }
      case 'IdentityVerificationRejected': {
        const { verificationId, decidedBy, reason, rejectedAt } = event.data;
        await verifications.update(verificationId, {
          status: 'rejected',
          decided_by: decidedBy,
          decision_reason: reason,
          decided_at: rejectedAt,
        });
        return;
      }
      default:
        return;
    }
  }
}
