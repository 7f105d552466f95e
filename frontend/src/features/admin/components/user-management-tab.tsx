import { useState } from 'react';
import { ratingText } from '@/lib/tournaments';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useChangeRole } from '../api/change-role';
import { useAdminPlayers } from '../api/get-admin-players';
import { SECOND_APPROVAL_TOAST, awaitsSecondApproval } from '../utils/second-approval';
import { SearchBox, Truncate, useListParams } from './list-controls';
import { PlayerEligibilityDialog } from './player-eligibility-dialog';

export function UserManagementTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const players = useAdminPlayers(params);
  const changeRole = useChangeRole();
  const [promoting, setPromoting] = useState<{ id: string; email: string } | null>(null);
  const [inspecting, setInspecting] = useState<{ id: string; email: string } | null>(null);

  const onPromote = (reason: string) => {
    if (!promoting) return;
    changeRole.mutate(
      { userId: promoting.id, role: 'admin', reason },
      {
        onSuccess: (answer) => {
          setPromoting(null);
          toast(
            awaitsSecondApproval(answer)
              ? SECOND_APPROVAL_TOAST
              : { title: `${promoting.email} is now an administrator` },
          );
        },
        onError: (error) => {
          setPromoting(null);
          toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section className="card">
      <SearchBox
        label="Search players"
        placeholder="E-mail or name"
        onSearch={setSearch}
        sort={params.sort}
        defaultSort="newest"
        onSort={setSort}
      />
      <PagedTable
        query={players}
        noun="players"
        onPage={setPage}
        rowKey={(u) => u.id}
        columns={[
          { header: 'ID', cell: (u) => u.id.slice(0, 8), title: (u) => u.id },
          {
            header: 'Name',
            cell: (u) => <Truncate text={[u.firstName, u.lastName].filter(Boolean).join(' ')} width="12rem" />,
          },
          { header: 'Email', cell: (u) => <Truncate text={u.email} /> },
          { header: 'Rating', cell: (u) => ratingText(u.rating) },
          { header: 'Balance', cell: (u) => `$${formatMoney(u.balance)}` },
          { header: 'Pending', cell: (u) => `$${formatMoney(u.pendingBalance)}` },
          { header: 'Joined', cell: (u) => new Date(u.createdAt).toLocaleDateString() },
          {
            header: 'Ledger',
            cell: (u) => (
              // The name starts with the visible word (WCAG 2.5.3 "label in name"), then says whose ledger.
              <Link to={`/admin/ledger?user=${encodeURIComponent(u.id)}`}>
                Explore <span className="sr-only">the ledger of {u.email}</span>
              </Link>
            ),
          },
          {
            header: 'Eligibility',
            cell: (u) => (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => setInspecting({ id: u.id, email: u.email })}
              >
                Eligibility <span className="sr-only">of {u.email}</span>
              </button>
            ),
          },
          {
            header: 'Role',
            cell: (u) => (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => setPromoting({ id: u.id, email: u.email })}
              >
                {/* The name starts with the visible words (WCAG 2.5.3), then says who. */}
                Make admin <span className="sr-only">{u.email}</span>
              </button>
            ),
          },
        ]}
      />
      <PlayerEligibilityDialog player={inspecting} onClose={() => setInspecting(null)} />
      <ConfirmDialog
        open={promoting !== null}
        title={promoting ? `Make ${promoting.email} an administrator` : 'Make administrator'}
        reason={{ label: 'Reason', required: true }}
        confirmLabel="Make administrator"
        cancelLabel="Cancel"
        pending={changeRole.isPending}
        onClose={() => setPromoting(null)}
        onConfirm={onPromote}
      >
        <p>
          Administrators can move money and see bank details. Once two administrators exist, another administrator must
          approve this too.
        </p>
      </ConfirmDialog>
    </section>
  );
}
