import { PagedList } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useSupportMessages } from '../api/get-support-messages';
import { useMarkSupportHandled } from '../api/mark-support-handled';
import { SearchBox, Truncate, useListParams } from './list-controls';

/** The contact form's messages: open ones first, oldest first. */
export function SupportTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const messages = useSupportMessages(params);
  const handled = useMarkSupportHandled();
  return (
    <section className="card" aria-labelledby="support-heading">
      <h2 id="support-heading">Support inbox</h2>
      <SearchBox
        label="Search support messages"
        placeholder="E-mail, name or subject"
        onSearch={setSearch}
        sort={params.sort}
        defaultSort="oldest"
        onSort={setSort}
      />
      <PagedList query={messages} noun="messages" empty="No messages." onPage={setPage}>
        {(items) => (
          <div style={{ display: 'grid', gap: '0.75rem' }}>
            {items.map((m) => (
              <article key={m.id} className="card admin-dispute" aria-label={`Message: ${m.subject}`}>
                <header>
                  <h3>
                    <Truncate text={m.subject} width="30rem" />
                  </h3>
                  <span className="muted small">{new Date(m.receivedAt).toLocaleString()}</span>
                </header>
                <p className="small">
                  From <Truncate text={m.name} width="12rem" /> &lt;
                  <a href={`mailto:${m.email}`}>
                    <Truncate text={m.email} width="16rem" />
                  </a>
                  &gt;{m.userId ? ' (signed in)' : ''}
                </p>
                <p className="admin-pre">{m.message}</p>
                {m.handledAt ? (
                  <p className="muted small">
                    Handled {new Date(m.handledAt).toLocaleString()} by {m.handledBy?.email ?? 'an admin'}
                  </p>
                ) : (
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={handled.isPending}
                      onClick={() =>
                        handled.mutate(m.id, {
                          onSuccess: () => toast({ title: 'Marked handled' }),
                          onError: (error) =>
                            toast({
                              title: 'Action failed',
                              description: getErrorMessage(error),
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      Mark handled
                    </button>
                  </div>
                )}
              </article>
            ))}
          </div>
        )}
      </PagedList>
    </section>
  );
}
