import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useDecideIdentityVerification } from '../api/decide-identity-verification';
import { identityDocumentUrl, useIdentityReviews } from '../api/get-identity-reviews';
import type { IdentityReview, IdentityReviewDocument, IdentityReviewStatus } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';

const STATUSES: Array<{ value: IdentityReviewStatus; label: string }> = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'verified', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const TYPE_LABEL: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' };

export const levelLabel = (level: number) => (level === 2 ? 'Proof of address (level 2)' : 'Identity (level 1)');
const who = (v: IdentityReview) => v.userEmail ?? v.userId;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Each document opens in a new tab from the admin-only endpoint (never a public path). */
function DocumentLinks({ verification }: { verification: IdentityReview }) {
  if (verification.documents.length === 0) return <span className="muted">None uploaded yet</span>;
  return (
    <ul className="admin-documents">
      {verification.documents.map((d: IdentityReviewDocument, i) => (
        <li key={d.id}>
          <a href={identityDocumentUrl(verification.id, d.id)} target="_blank" rel="noopener noreferrer">
            Document {i + 1} ({TYPE_LABEL[d.contentType] ?? d.contentType}, {formatBytes(d.sizeBytes)})
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Manual identity review: finance opens the documents a player uploaded and approves or rejects the
 * verification, always with a reason (the audit log keeps it). Approving takes the account's name as
 * the verified name unless the reviewer types the name the document shows.
 */
export function IdentityReviewTab() {
  const [status, setStatus] = useState<IdentityReviewStatus>('pending');
  const [params, list] = useListParams();
  const reviews = useIdentityReviews(status, params);
  const decide = useDecideIdentityVerification();
  const [deciding, setDeciding] = useState<{ verification: IdentityReview; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [legalName, setLegalName] = useState('');
  const legalNameId = useId();
  const statusId = useId();

  const open = (verification: IdentityReview, decision: 'approve' | 'reject') => {
    setLegalName('');
    setDeciding({ verification, decision });
  };

  const onConfirm = (reason: string) => {
    if (!deciding) return;
    const { verification, decision } = deciding;
    decide.mutate(
      { id: verification.id, decision, reason, legalName: legalName.trim() || undefined },
      {
        onSuccess: (answer) => {
          setDeciding(null);
          if (decision === 'approve' && answer.status === 'rejected') {
            // The name rule turned the approval into a rejection: say what actually happened.
            toast({ title: 'Recorded as rejected', description: answer.reason ?? undefined, variant: 'destructive' });
          } else {
            toast({ title: decision === 'approve' ? 'Identity verified' : 'Verification rejected' });
          }
        },
        onError: (error) => {
          setDeciding(null);
          toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  const pendingColumns =
    status === 'pending'
      ? [
          {
            header: 'Actions',
            className: 'admin-actions',
            cell: (v: IdentityReview) => (
              <>
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  aria-label={`Approve identity of ${who(v)}`}
                  onClick={() => open(v, 'approve')}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={`Reject identity of ${who(v)}`}
                  onClick={() => open(v, 'reject')}
                >
                  Reject
                </button>
              </>
            ),
          },
        ]
      : [
          {
            header: 'Decided',
            cell: (v: IdentityReview) => (v.decidedAt ? new Date(v.decidedAt).toLocaleString() : ''),
          },
          { header: 'By', cell: (v: IdentityReview) => <Truncate text={v.decidedByEmail ?? v.decidedBy} /> },
          { header: 'Reason', cell: (v: IdentityReview) => <Truncate text={v.decisionReason} width="14rem" /> },
        ];

  return (
    <section className="card" aria-labelledby="identity-review">
      <h2 id="identity-review">Identity review</h2>
      <p className="muted small">
        Documents players uploaded for manual verification. Open each one, then approve or reject with a reason.
      </p>
      <div className="admin-filters">
        <label htmlFor={statusId}>Show</label>
        <select
          id={statusId}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as IdentityReviewStatus);
            list.setPage(1);
          }}
        >
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <SearchBox label="Search verifications" placeholder="E-mail or name" onSearch={list.setSearch} />
      </div>
      <PagedTable
        query={reviews}
        noun="identity verifications"
        empty={status === 'pending' ? 'No identity verification waits for review.' : 'No identity verifications here.'}
        onPage={list.setPage}
        rowKey={(v) => v.id}
        columns={[
          {
            header: 'Player',
            cell: (v) => (
              <>
                <Truncate text={v.userName ?? '—'} width="10rem" />
                <br />
                <Truncate text={v.userEmail ?? v.userId} width="12rem" />
              </>
            ),
          },
          { header: 'Check', cell: (v) => levelLabel(v.level) },
          { header: 'Started', cell: (v) => new Date(v.startedAt).toLocaleString() },
          { header: 'Documents', cell: (v) => <DocumentLinks verification={v} /> },
          ...pendingColumns,
        ]}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.decision === 'reject' ? 'Reject the verification' : 'Approve the verification'}
        reason={{ label: 'Reason (kept in the audit log)', required: true }}
        confirmLabel={deciding?.decision === 'reject' ? 'Reject' : 'Approve'}
        cancelLabel="Cancel"
        destructive={deciding?.decision === 'reject'}
        pending={decide.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={onConfirm}
      >
        {deciding && (
          <>
            <p>
              {levelLabel(deciding.verification.level)} of{' '}
              {deciding.verification.userName ?? who(deciding.verification)} ({who(deciding.verification)}),{' '}
              {deciding.verification.documents.length} document(s).
              {deciding.decision === 'approve'
                ? ' Approving lets the player withdraw at this level. The name on the document must be the account holder’s.'
                : ' The player sees the reason and can start again.'}
            </p>
            {deciding.decision === 'approve' && (
              <div className="field">
                <label htmlFor={legalNameId}>Name on the document</label>
                <input
                  id={legalNameId}
                  type="text"
                  maxLength={200}
                  placeholder={deciding.verification.userName ?? 'As on the account'}
                  value={legalName}
                  onChange={(e) => setLegalName(e.target.value)}
                />
              </div>
            )}
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
