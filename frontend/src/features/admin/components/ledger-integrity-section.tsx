import { useId, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/tournaments';
import { useVerifyLedger } from '../api/verify-ledger';
import { digestUrl, useLedgerSeals, useSealLedger, useVerifyDigest } from '../api/ledger-seals';
import type { LedgerVerification } from '../types';

const failed = (error: Error) =>
  toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });

/**
 * The ledger's integrity in the finance tab: Verify (balances, postings, every hash chain and seal),
 * the signed seals with their digest documents to keep outside the system, and the check of such a
 * document against the live ledger (docs/decisions/ledger-integrity.md).
 */
export function LedgerIntegritySection() {
  const verify = useVerifyLedger();
  return (
    <section className="card" aria-labelledby="ledger-check">
      <h2 id="ledger-check">Ledger</h2>
      <button
        type="button"
        className="btn btn--outline"
        disabled={verify.isPending}
        onClick={() => verify.mutate(undefined, { onError: failed })}
      >
        {verify.isPending ? 'Verifying...' : 'Verify ledger'}
      </button>
      {verify.data && <VerificationResult report={verify.data} />}
      <Seals />
      <DigestCheck />
    </section>
  );
}

/** What a verification found: the totals, the chain section, and every difference by name. */
export function VerificationResult({ report }: { report: LedgerVerification }) {
  const { chain } = report;
  return (
    <div role="status">
      {report.ok ? (
        <p>
          Ledger OK: {report.checkedWallets} wallets, {report.checkedEvents} events checked.
        </p>
      ) : (
        <p className="error-text">{report.differences.length} difference(s) found.</p>
      )}
      {chain.supported ? (
        <p className="muted small">
          Hash chains: {chain.checkedEvents} events in {chain.checkedStreams} streams and {chain.checkedSeals} seals
          recomputed; {chain.unsealedEvents} events since the last seal are protected by their chains only.
        </p>
      ) : (
        <p className="muted small">This ledger runs on EventStoreDB: its events carry no hashes to check.</p>
      )}
      {chain.digest && (
        <p className={chain.digest.ok ? undefined : 'error-text'}>
          Digest of seal {chain.digest.sealId}: {chain.digest.message}
        </p>
      )}
      {!report.ok && (
        <ul>
          {report.differences.map((d, i) => (
            <li key={i}>
              [{d.check}] {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Seals() {
  const seals = useLedgerSeals();
  const seal = useSealLedger();
  const onSeal = () =>
    seal.mutate(undefined, {
      onSuccess: (outcome) =>
        toast({
          title: outcome.created
            ? `Sealed: seal ${outcome.seal?.sealId}`
            : 'Nothing new to seal: the last seal already covers every event',
        }),
      onError: failed,
    });

  if (seals.isPending) return <p className="muted">Loading seals...</p>;
  if (seals.isError)
    return (
      <div role="alert">
        <p className="error-text">The seals could not be loaded: {getErrorMessage(seals.error)}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void seals.refetch()}>
          Retry
        </button>
      </div>
    );
  const { data } = seals;
  if (!data.supported) return <p className="muted">Seals need hash-chained events; EventStoreDB events carry none.</p>;
  return (
    <>
      <h3>Seals</h3>
      <p className="muted small">
        The log is sealed every {data.intervalSeconds} seconds and on demand. Each seal is signed with Ed25519 key{' '}
        <code className="break-all">{data.publicKey}</code>. Download a digest and keep it outside the system: it proves
        later that nothing up to it changed.
      </p>
      <button type="button" className="btn btn--outline btn--sm" disabled={seal.isPending} onClick={onSeal}>
        {seal.isPending ? 'Sealing...' : 'Seal now'}
      </button>
      {data.seals.length === 0 ? (
        <p className="muted">No seal yet.</p>
      ) : (
        <div className="data-table-wrap" tabIndex={0} role="region" aria-label="Seals">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Seal</th>
                <th scope="col">Sealed</th>
                <th scope="col">Events</th>
                <th scope="col">Digest</th>
                <th scope="col">Document</th>
              </tr>
            </thead>
            <tbody>
              {data.seals.map((s) => (
                <tr key={s.sealId}>
                  <td>{s.sealId}</td>
                  <td>{formatDateTime(s.sealedAt)}</td>
                  <td>{s.eventCount}</td>
                  <td title={s.digest}>
                    <code>{s.digest.slice(0, 16)}…</code>
                  </td>
                  <td>
                    <a href={digestUrl(s.sealId)} download={`ledger-digest-${s.sealId}.json`}>
                      Download <span className="sr-only">the digest of seal {s.sealId}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** A chosen file's text (FileReader: what every browser and the test DOM both implement). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Upload a digest document kept outside the system: the ledger up to it must be unchanged. */
function DigestCheck() {
  const inputId = useId();
  const check = useVerifyDigest();
  const [unreadable, setUnreadable] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setUnreadable(null);
    check.reset();
    if (!file) return;
    let document: unknown;
    try {
      document = JSON.parse(await readText(file));
    } catch {
      setUnreadable(`${file.name} is not JSON: choose the digest document downloaded from a seal.`);
      return;
    }
    check.mutate(document, { onError: (error) => setUnreadable(getErrorMessage(error)) });
  };

  return (
    <>
      <h3>Check a digest document</h3>
      <label htmlFor={inputId}>Digest document (JSON)</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        disabled={check.isPending}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {check.isPending && <p className="muted">Checking the ledger against the document...</p>}
      {unreadable && (
        <p role="alert" className="error-text">
          {unreadable}
        </p>
      )}
      {check.data && <VerificationResult report={check.data} />}
    </>
  );
}
