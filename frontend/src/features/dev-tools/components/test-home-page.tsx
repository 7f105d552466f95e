import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useFirstTournamentId, useTestLogout, useTestUser } from '../api/dev-tools';
import { DevToolsBanner } from './dev-tools-banner';

export function TestHomePage() {
  const navigate = useNavigate();
  const user = useTestUser();
  const tournament = useFirstTournamentId();
  const logout = useTestLogout();

  if (user.isPending) return <PageSpinner label="Loading..." />;

  if (!user.data) {
    return (
      <div className="container page stack">
        <DevToolsBanner />
        <p>Please log in to continue.</p>
        <Link className="btn btn--primary" to="/test-login">
          Go to Test Login
        </Link>
      </div>
    );
  }

  const me = user.data;
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate('/test-login'),
      onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="container page stack">
      <DevToolsBanner />
      <header className="page-header">
        <h1>Test Home</h1>
        <p className="muted">Welcome, {me.firstName ?? me.email}</p>
      </header>
      <section className="card" aria-labelledby="test-user-info">
        <h2 id="test-user-info">User info</h2>
        <dl className="facts">
          <div>
            <dt>ID</dt>
            <dd>{me.id}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{me.email}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd>${formatMoney(me.balance)}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="test-user-rating">
        <h2 id="test-user-rating">Rating</h2>
        <dl className="facts">
          <div>
            <dt>Padel rating</dt>
            <dd>{me.padelRating} / 10.0</dd>
          </div>
          <div>
            <dt>Skill level</dt>
            <dd>{me.skillLevel ?? 'Not set'}</dd>
          </div>
          <div>
            <dt>Years playing</dt>
            <dd>{me.yearsPlaying}</dd>
          </div>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="test-user-actions">
        <h2 id="test-user-actions">Actions</h2>
        {tournament.data && (
          <Link className="btn" to={`/tournaments/${tournament.data}`}>
            Go to Tournament
          </Link>
        )}
        <Link className="btn" to="/create-test-user">
          Create Test User
        </Link>
        <button type="button" className="btn btn--danger" onClick={onLogout} disabled={logout.isPending}>
          {logout.isPending ? 'Logging out...' : 'Log Out'}
        </button>
      </section>
    </div>
  );
}
