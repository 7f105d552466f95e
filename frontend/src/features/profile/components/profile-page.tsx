import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import { formatPercent, formatRating, initialsOf, personName } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { usePlayerStats } from '../api/get-player-stats';
import { usePlayerTournaments } from '../api/get-player-tournaments';
import { usePlayerTransactions } from '../api/get-player-transactions';
import { EditProfileForm } from './edit-profile-form';
import { EarningsTab, OverviewTab, TournamentsTab } from './profile-tabs';
import './profile.css';

type Tab = 'overview' | 'earnings' | 'tournaments' | 'edit';
const TABS: { id: Tab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'earnings', label: 'Earnings' },
  { id: 'tournaments', label: 'Tournaments' },
  { id: 'edit', label: 'Edit Profile' },
];

export function ProfilePage({ user }: { user: User }) {
  const [tab, setTab] = useState<Tab>('overview');
  const baseId = useId();
  const stats = usePlayerStats(user.id);
  const transactions = usePlayerTransactions(user.id);
  const tournaments = usePlayerTournaments(user.id);
  const s = stats.data;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id; // an index modulo the length
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className="container page profile">
      <header className="page-title">
        <h1>Player Profile</h1>
      </header>

      <section className="card profile-hero" aria-label="Player summary">
        <span className="avatar profile-hero__avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <div className="profile-hero__who">
          <h2 className="profile-hero__name">{personName(user)}</h2>
          <p className="profile-hero__rating">
            Rating <strong>{formatRating(user.padelRating)}</strong>/10.0
          </p>
          {!user.totalMatches ? (
            <p className="small">
              <Link to="/rating-questionnaire">
                {user.isRatingComplete ? 'Retake the rating questionnaire' : 'Take the rating questionnaire'}
              </Link>
            </p>
          ) : null}
          {user.city && (
            <p className="muted small">
              <MapPinIcon size={14} /> {user.city}
            </p>
          )}
        </div>
        <dl className="profile-hero__figures">
          <div>
            <dt>Total Earnings</dt>
            <dd className="text-green">${formatMoney(s?.totalEarnings)}</dd>
          </div>
          <div>
            <dt>Tournaments Won</dt>
            <dd>{s?.tournamentsWon ?? 0}</dd>
          </div>
          <div>
            <dt>Win Rate</dt>
            <dd>{formatPercent(s?.winRate)}</dd>
          </div>
          <div>
            <dt>Total Played</dt>
            <dd>{s?.tournamentsPlayed ?? 0}</dd>
          </div>
        </dl>
      </section>

      <div className="page-tabs" role="tablist" aria-label="Profile" onKeyDown={onKeyDown}>
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel-${tab}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab user={user} stats={s} loading={stats.isPending} />}
        {tab === 'earnings' && (
          <EarningsTab stats={s} transactions={transactions.data ?? []} loading={transactions.isPending} />
        )}
        {tab === 'tournaments' && (
          <TournamentsTab
            userId={user.id}
            tournaments={tournaments.data ?? []}
            loading={tournaments.isPending}
            failed={tournaments.isError}
          />
        )}
        {tab === 'edit' && <EditProfileForm user={user} />}
      </div>
    </div>
  );
}
