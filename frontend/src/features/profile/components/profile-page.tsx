import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/money';
import { formatPercent, initialsOf, personName, ratingText } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { usePlayerStats } from '../api/get-player-stats';
import { usePlayerTournaments } from '../api/get-player-tournaments';
import { usePlayerTransactions } from '../api/get-player-transactions';
import { EditProfileForm } from './edit-profile-form';
import { ProfilePhotoForm } from './profile-photo-form';
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
  const stats = usePlayerStats(user.id);
  const transactions = usePlayerTransactions(user.id);
  const tournaments = usePlayerTournaments(user.id);
  const s = stats.data;

  return (
    <div className="container page profile">
      <header className="page-title">
        <h1>Player Profile</h1>
      </header>

      <section className="card profile-hero" aria-label="Player summary">
        {user.profileImageUrl ? (
          <img
            className="avatar avatar--image profile-hero__avatar"
            src={user.profileImageUrl}
            alt={`Photo of ${personName(user)}`}
            width={72}
            height={72}
          />
        ) : (
          <span className="avatar profile-hero__avatar" aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
        <div className="profile-hero__who">
          <h2 className="profile-hero__name">{personName(user)}</h2>
          <p className="profile-hero__rating">
            Rating <strong>{ratingText(user.isRatingComplete ? user.padelRating : null)}</strong>
          </p>
          {!user.totalMatches ? (
            <p className="small">
              <Link to="/rating-questionnaire">
                {user.isRatingComplete ? 'Retake the rating questionnaire' : 'Take the rating questionnaire'}
              </Link>
            </p>
          ) : null}
          <ProfilePhotoForm hasPhoto={Boolean(user.profileImageUrl)} />
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

      <Tabs label="Profile" variant="page" tabs={TABS} value={tab} onChange={setTab}>
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
      </Tabs>
    </div>
  );
}
