import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useEventStream } from '../api/get-event-stream';
import { useLedger } from '../api/get-ledger';
import { useLedgerAccount } from '../api/get-ledger-account';
import { useVerifyLedger } from '../api/verify-ledger';
import type { StreamEvent } from '../types';
import { Truncate } from './list-controls';
import './admin.css';

type Kind = 'user' | 'escrow' | 'platform';

/** `<input type="datetime-local">` read as UTC ("2026-11-21T10:00" -> "2026-11-21T10:00:00Z"). */
const toInstant = (local: string): string | null => (local ? `${local.length === 16 ? `${local}:00` : local}Z` : null);

/**
 * The ledger explorer: one account (a player's wallet, a tournament's escrow, platform revenue) at a
 * chosen instant, its entries with the running balance, the raw events, and ledger:verify for it.
 */
export function LedgerExplorer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = (searchParams.get('kind') as Kind | null) ?? (searchParams.get('tournament') ? 'escrow' : 'user');
  const subject = kind === 'escrow' ? (searchParams.get('tournament') ?? '') : (searchParams.get('user') ?? '');
  const at = searchParams.get('at');
  const [draftKind, setDraftKind] = useState<Kind>(kind);
  const [draftSubject, setDraftSubject] = useState(subject);
  const [draftAt, setDraftAt] = useState(at ? at.replace(/:00Z$|Z$/, '').slice(0, 19) : '');

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams({ kind: draftKind });
    if (draftKind === 'user' && draftSubject.trim()) next.set('user', draftSubject.trim());
    if (draftKind === 'escrow' && draftSubject.trim()) next.set('tournament', draftSubject.trim());
    const instant = toInstant(draftAt);
    if (instant) next.set('at', instant);
    setSearchParams(next);
  };

  return (
    <div className="admin-page">
      <nav className="admin-nav" aria-label="Admin">
        <Link to="/admin">Admin Control Center</Link>
        <Link to="/admin/dashboard">Dashboard</Link>
      </nav>
      <h1>Ledger explorer</h1>
      <form className="card form" onSubmit={show} aria-label="Choose an account and an instant">
        <fieldset className="admin-nav">
          <legend>Account</legend>
          {(
            [
              ['user', "A player's wallet"],
              ['escrow', "A tournament's escrow"],
              ['platform', 'Platform revenue'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="kind" checked={draftKind === value} onChange={() => setDraftKind(value)} />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        {draftKind !== 'platform' && (
          <div className="field">
            <label htmlFor="ledger-subject">{draftKind === 'user' ? 'User ID' : 'Tournament ID'}</label>
            <input id="ledger-subject" value={draftSubject} onChange={(e) => setDraftSubject(e.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor="ledger-at">Balance at (UTC; empty for now)</label>
          <input
            id="ledger-at"
            type="datetime-local"
            step={1}
            value={draftAt}
            onChange={(e) => setDraftAt(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          Show
        </button>
      </form>
      {kind === 'user' && subject && <WalletView userId={subject} at={at} />}
      {kind === 'escrow' && subject && (
        <AccountView
          account={`escrow/${encodeURIComponent(subject)}`}
          stream={`tournament-${subject}`}
          at={at}
          subject={`tournament:${subject}`}
        />
      )}
      {kind === 'platform' && (
        <AccountView account="platform-revenue" stream="platform-revenue" at={at} subject="platform" />
      )}
    </div>
  );
}

function WalletView({ userId, at }: { userId: string; at: string | null }) {
  const ledger = useLedger(userId, at);
  if (ledger.isPending) return <p className="muted">Loading…</p>;
  if (ledger.isError) return <p className="error-text">{getErrorMessage(ledger.error)}</p>;
  const { balance, entries } = ledger.data;
  const csv = `/api/admin/ledger/${encodeURIComponent(userId)}/export.csv${at ? `?at=${encodeURIComponent(at)}` : ''}`;
  return (
    <>
      <section className="card" aria-labelledby="ledger-balance">
        <h2 id="ledger-balance">
          Balance at <time dateTime={ledger.data.at}>{ledger.data.at}</time>
        </h2>
        <dl className="admin-tiles">
          {(
            [
              ['Available', balance.available],
              ['Held', balance.held],
              ['Pending', balance.pendingDeposits],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="card admin-tile">
              <dt className="muted small">{label}</dt>
              <dd>
                <strong data-testid={`balance-${label.toLowerCase()}`}>${formatMoney(value)}</strong>
              </dd>
            </div>
          ))}
        </dl>
        <div className="admin-nav">
          <a className="btn btn--outline btn--sm" href={csv} download>
            Download CSV
          </a>
          <VerifyButton subject={userId} />
        </div>
      </section>
      <section className="card" aria-labelledby="ledger-entries">
        <h2 id="ledger-entries">Entries ({entries.length})</h2>
        <DataTable
          rows={entries}
          rowKey={(e) => e.eventId}
          columns={[
            { header: 'Rev', cell: (e) => e.revision },
            { header: 'Time (UTC)', cell: (e) => e.recordedAt },
            { header: 'Event', cell: (e) => e.type },
            {
              header: 'Postings',
              cell: (e) =>
                e.postings.map((p, i) => (
                  <div key={i} className="small">
                    <Truncate
                      text={`${p.label}: ${p.source} → ${p.destination} $${formatMoney(p.amount)}`}
                      width="20rem"
                    />
                  </div>
                )),
            },
            { header: 'Available', cell: (e) => `$${formatMoney(e.balanceAfter.available)}` },
            { header: 'Held', cell: (e) => `$${formatMoney(e.balanceAfter.held)}` },
            { header: 'Pending', cell: (e) => `$${formatMoney(e.balanceAfter.pendingDeposits)}` },
            { header: 'Reason', cell: (e) => <Truncate text={e.reason} width="12rem" /> },
          ]}
        />
      </section>
      <RawEvents stream={`wallet-${userId}`} at={ledger.data.at} />
    </>
  );
}

function AccountView({
  account,
  stream,
  at,
  subject,
}: {
  account: string;
  stream: string;
  at: string | null;
  subject: string;
}) {
  const snapshot = useLedgerAccount(account, at);
  if (snapshot.isPending) return <p className="muted">Loading…</p>;
  if (snapshot.isError) return <p className="error-text">{getErrorMessage(snapshot.error)}</p>;
  const { entries } = snapshot.data;
  return (
    <>
      <section className="card" aria-labelledby="account-balance">
        <h2 id="account-balance">
          <Truncate text={snapshot.data.account} width="24rem" /> at{' '}
          <time dateTime={snapshot.data.at}>{snapshot.data.at}</time>
        </h2>
        <p>
          Balance: <strong data-testid="balance-account">${formatMoney(snapshot.data.balance)}</strong>
        </p>
        <VerifyButton subject={subject} />
      </section>
      <section className="card" aria-labelledby="account-entries">
        <h2 id="account-entries">Entries ({entries.length})</h2>
        <DataTable
          rows={entries}
          rowKey={(e) => e.eventId}
          columns={[
            { header: 'Position', cell: (e) => e.globalPosition },
            { header: 'Time (UTC)', cell: (e) => e.recordedAt },
            { header: 'What', cell: (e) => e.label, title: (e) => e.type },
            { header: 'Stream', cell: (e) => <Truncate text={e.stream} width="14rem" /> },
            { header: 'Change', cell: (e) => `$${formatMoney(e.change)}` },
            { header: 'Balance', cell: (e) => `$${formatMoney(e.balanceAfter)}` },
          ]}
        />
      </section>
      <RawEvents stream={stream} at={snapshot.data.at} />
    </>
  );
}

/** ledger:verify, filtered to this account's differences (the check itself covers every wallet). */
function VerifyButton({ subject }: { subject: string }) {
  const verify = useVerifyLedger();
  const mine = verify.data?.differences.filter((d) => d.subject.includes(subject)) ?? [];
  return (
    <div>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={verify.isPending}
        onClick={() => verify.mutate()}
      >
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </button>
      {verify.data && (
        <div role="status" className="small">
          {mine.length === 0 ? (
            <p>
              Verified: no differences for this account ({verify.data.checkedWallets} wallets,{' '}
              {verify.data.checkedEvents} events checked{verify.data.ok ? '' : '; other accounts have differences'}).
            </p>
          ) : (
            <ul className="error-text">
              {mine.map((d, i) => (
                <li key={i}>
                  [{d.check}] {d.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {verify.isError && <p className="error-text">{getErrorMessage(verify.error)}</p>}
    </div>
  );
}

function RawEvents({ stream, at }: { stream: string; at: string }) {
  const events = useEventStream(stream);
  const upTo = (e: StreamEvent) => Date.parse(e.recordedAt) <= Date.parse(at);
  return (
    <section className="card" aria-labelledby="raw-events">
      <h2 id="raw-events">
        Event stream <Truncate text={stream} width="20rem" />
      </h2>
      {events.isError && <p className="error-text">{getErrorMessage(events.error)}</p>}
      <DataTable
        rows={events.data?.events.filter(upTo) ?? []}
        rowKey={(e) => e.id}
        columns={[
          { header: 'Revision', cell: (e) => e.revision },
          { header: 'Global position', cell: (e) => e.globalPosition },
          { header: 'Time (UTC)', cell: (e) => e.recordedAt },
          { header: 'Type', cell: (e) => e.type },
          { header: 'Data', cell: (e) => <pre className="admin-pre">{JSON.stringify(e.data, null, 1)}</pre> },
          { header: 'Metadata', cell: (e) => <pre className="admin-pre">{JSON.stringify(e.metadata, null, 1)}</pre> },
        ]}
      />
    </section>
  );
}
