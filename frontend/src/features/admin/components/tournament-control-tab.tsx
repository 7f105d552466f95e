import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useCancelTournament } from '../api/cancel-tournament';
import { useDeleteTournament } from '../api/delete-tournament';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useUpdateTournament } from '../api/update-tournament';
import type { AdminTournament } from '../types';

const failed = (error: Error) =>
  toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });
const FEE = /^\d+(\.\d{1,2})?$/;

export function TournamentControlTab() {
  const tournaments = useAdminTournaments();
  const cancel = useCancelTournament();
  const remove = useDeleteTournament();
  const [editing, setEditing] = useState<AdminTournament | null>(null);
  const [deleting, setDeleting] = useState<AdminTournament | null>(null);

  return (
    <section className="card">
      <table className="admin-table">
        <thead>
          <tr>
            <th>ID</th>
            <th>Name</th>
            <th>Game</th>
            <th>Status</th>
            <th>Players</th>
            <th>Entry Fee</th>
            <th>Prize Pool</th>
            <th>Creator</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {tournaments.data?.tournaments.map((t) => (
            <tr key={t.id}>
              <td title={t.id}>{t.id.slice(0, 8)}</td>
              <td>{t.name}</td>
              <td>{t.game}</td>
              <td>
                <StatusBadge status={t.status} />
              </td>
              <td>
                {t.currentPlayers}/{t.maxPlayers}
              </td>
              <td>${formatMoney(t.entryFee)}</td>
              <td>${formatMoney(t.prizePool)}</td>
              <td>{[t.creator.firstName, t.creator.lastName].filter(Boolean).join(' ')}</td>
              <td className="admin-actions">
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={`Edit ${t.name}`}
                  onClick={() => setEditing(t)}
                >
                  Edit
                </button>
                {t.status === 'waiting' && (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={`Cancel ${t.name}`}
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(t.id, {
                        onSuccess: () =>
                          toast({ title: 'Tournament cancelled', description: 'Entry fees were refunded.' }),
                        onError: failed,
                      })
                    }
                  >
                    Cancel
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--destructive btn--sm"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => setDeleting(t)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {editing && <EditTournamentDialog key={editing.id} tournament={editing} onClose={() => setEditing(null)} />}

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete Tournament" size="sm">
        <p>Are you sure you want to delete "{deleting?.name}"? This action cannot be undone.</p>
        <div className="admin-actions">
          <button type="button" className="btn btn--outline" onClick={() => setDeleting(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--destructive"
            disabled={remove.isPending}
            onClick={() =>
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
            Delete
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function EditTournamentDialog({ tournament, onClose }: { tournament: AdminTournament; onClose: () => void }) {
  const update = useUpdateTournament();
  const [name, setName] = useState(tournament.name);
  const [location, setLocation] = useState(tournament.location ?? '');
  const [entryFee, setEntryFee] = useState(tournament.entryFee);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError('Tournament name is required');
    if (!FEE.test(entryFee.trim())) return setError('Invalid entry fee format');
    setError(null);
    update.mutate(
      { id: tournament.id, name: name.trim(), location: location.trim() || null, entryFee: entryFee.trim() },
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
