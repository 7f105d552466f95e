import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/use-toast';
import { PagedTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney, toAmountString } from '@/lib/money';
import { checkMoneyInput } from '@/lib/money-form';
import { useCancelTournament } from '../api/cancel-tournament';
import { useDeleteTournament } from '../api/delete-tournament';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useUpdateTournament } from '../api/update-tournament';
import type { AdminTournament } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';

/** Until the money is settled an admin can call a tournament off; every escrowed fee goes back. */
const CANCELLABLE = new Set(['waiting', 'in_progress', 'disputed']);

/** What the edit dialog may set (the API's settable statuses; "active" is the same as live). */
const EDITABLE_STATUSES = [
  ['waiting', 'Waiting'],
  ['in_progress', 'Live'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
] as const;

const statusText = (status: string) =>
  STATUS_FILTERS.find(([value]) => value === status)?.[1] ?? status.replace('_', ' ');

const failed = (error: Error) =>
  toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });

const STATUS_FILTERS = [
  ['', 'All'],
  ['waiting', 'Waiting'],
  ['in_progress', 'Live'],
  ['disputed', 'Disputed'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
] as const;

export function TournamentControlTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const [status, setStatus] = useState('');
  const tournaments = useAdminTournaments(params, status || undefined);
  const cancel = useCancelTournament();
  const [cancelling, setCancelling] = useState<AdminTournament | null>(null);
  const remove = useDeleteTournament();
  const [editing, setEditing] = useState<AdminTournament | null>(null);
  const [deleting, setDeleting] = useState<AdminTournament | null>(null);

  return (
    <section className="card">
      <div className="admin-nav">
        <SearchBox
          label="Search tournaments"
          placeholder="Tournament name"
          onSearch={setSearch}
          sort={params.sort}
          defaultSort="newest"
          onSort={setSort}
        />
        <label className="admin-search">
          Status{' '}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            {STATUS_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        query={tournaments}
        noun="tournaments"
        onPage={setPage}
        rowKey={(x) => x.id}
        columns={[
          {
            header: 'ID',
            title: (t) => t.id,
            cell: (t) => (
              <Link to={`/admin/ledger?kind=escrow&tournament=${encodeURIComponent(t.id)}`}>
                {t.id.slice(0, 8)}
                <span className="sr-only">: the escrow of {t.name}</span>
              </Link>
            ),
          },
          { header: 'Name', cell: (t) => <Truncate text={t.name} /> },
          { header: 'Game', cell: (t) => t.game },
          { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
          { header: 'Players', cell: (t) => `${t.currentPlayers}/${t.maxPlayers}` },
          { header: 'Entry Fee', cell: (t) => `$${formatMoney(t.entryFee)}` },
          { header: 'Prize Pool', cell: (t) => `$${formatMoney(t.prizePool)}` },
          {
            header: 'Creator',
            cell: (t) => (
              <Truncate text={[t.creator.firstName, t.creator.lastName].filter(Boolean).join(' ')} width="10rem" />
            ),
          },
          {
            header: 'Actions',
            className: 'admin-actions',
            cell: (t) => (
              <>
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={`Edit ${t.name}`}
                  onClick={() => setEditing(t)}
                >
                  Edit
                </button>
                {CANCELLABLE.has(t.status) && (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={`Cancel ${t.name}`}
                    onClick={() => setCancelling(t)}
                  >
                    Cancel
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--danger btn--sm"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => setDeleting(t)}
                >
                  Delete
                </button>
              </>
            ),
          },
        ]}
      />

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel tournament with refund"
        confirmLabel="Cancel and refund"
        destructive
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { id: cancelling.id },
            {
              onSuccess: () => {
                setCancelling(null);
                toast({ title: 'Tournament cancelled', description: 'Entry fees were refunded.' });
              },
              onError: failed,
            },
          )
        }
      >
        <p>
          Cancel <Truncate text={cancelling?.name} width="100%" />?
        </p>
        <p>
          ${formatMoney(cancelling?.escrowed)} in escrow goes back: ${formatMoney(cancelling?.totalFeePerPlayer)} to
          each of the {cancelling?.currentPlayers} players.
        </p>
      </ConfirmDialog>

      {editing && <EditTournamentDialog key={editing.id} tournament={editing} onClose={() => setEditing(null)} />}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Tournament"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: 'Tournament deleted' });
            },
            onError: failed,
          })
        }
      >
        <p>
          Are you sure you want to delete &ldquo;
          <Truncate text={deleting?.name} width="100%" />
          &rdquo;? This action cannot be undone.
          {deleting && CANCELLABLE.has(deleting.status) && (
            <> ${formatMoney(deleting.escrowed)} in escrow is refunded to its players first.</>
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function EditTournamentDialog({ tournament, onClose }: { tournament: AdminTournament; onClose: () => void }) {
  const update = useUpdateTournament();
  const [name, setName] = useState(tournament.name);
  const [location, setLocation] = useState(tournament.location ?? '');
  const [entryFee, setEntryFee] = useState(tournament.entryFee);
  const [maxPlayers, setMaxPlayers] = useState(String(tournament.maxPlayers));
  const [status, setStatus] = useState<string>(tournament.status);
  const [error, setError] = useState<string | null>(null);
  // The statuses the API lets an admin set; a disputed match keeps its own until it is ruled.
  const statuses = EDITABLE_STATUSES.some(([value]) => value === tournament.status)
    ? EDITABLE_STATUSES
    : [[tournament.status, statusText(tournament.status)] as const, ...EDITABLE_STATUSES];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError('Tournament name is required');
    const fee = checkMoneyInput(entryFee);
    if (!fee.ok) return setError('Invalid entry fee format');
    setError(null);
    update.mutate(
      {
        id: tournament.id,
        name: name.trim(),
        location: location.trim() || null,
        entryFee: toAmountString(fee.cents),
        maxPlayers: Number(maxPlayers),
        // Only a changed status is sent: the API moves the tournament (start, cancel) on it.
        ...(status !== tournament.status && { status }),
      },
      {
        onSuccess: () => {
          toast({ title: 'Tournament updated' });
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Edit Tournament">
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="edit-name">Name</label>
          <input id="edit-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="edit-location">Location</label>
          <input id="edit-location" value={location} onChange={(e) => setLocation(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="edit-fee">Entry fee</label>
          <input id="edit-fee" inputMode="decimal" value={entryFee} onChange={(e) => setEntryFee(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="edit-max-players">Maximum players</label>
          <select id="edit-max-players" value={maxPlayers} onChange={(e) => setMaxPlayers(e.target.value)}>
            {/* Every match is doubles: the API accepts exactly four. */}
            <option value="4">4 (doubles)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="edit-status">Status</label>
          <select
            id="edit-status"
            aria-describedby="edit-status-hint"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {statuses.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          <p id="edit-status-hint" className="field__hint">
            Live starts the match; Cancelled refunds every entry fee.
          </p>
        </div>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          Save changes
        </button>
      </form>
    </Dialog>
  );
}
