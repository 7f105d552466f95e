import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { centsFromApiOrZero, divideRounded, formatMoney, usd } from '@/lib/money';
import { formatDate, formatPercent, ratingText, statusLabel } from '@/lib/tournaments';
import type { User, UserStats, WalletTransaction } from '@/types/api';
import type { PlayerTournament } from '../api/get-player-tournaments';

export const RECENT_EARNINGS_COUNT = 5;
export const TOURNAMENT_HISTORY_COUNT = 8;

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <div className="profile-figure">
      <dt>{label}</dt>
      <dd className={tone}>{value}</dd>
    </div>
  );
}

export function OverviewTab({ user, stats, loading }: { user: User; stats: UserStats | undefined; loading: boolean }) {
  const value = (render: (s: UserStats) => ReactNode) =>
    loading ? <Skeleton width="3rem" /> : stats ? render(stats) : '—';
  return (
    <div className="stack">
      <dl className="profile-figures">
        <Figure label="Balance" value={`$${formatMoney(user.balance)}`} tone="text-green" />
        <Figure label="Total Earnings" value={value((s) => `$${formatMoney(s.totalEarnings)}`)} />
        <Figure label="Tournaments Won" value={value((s) => s.tournamentsWon)} />
        <Figure label="Win Rate" value={value((s) => formatPercent(s.winRate))} />
      </dl>
      <section className="card stack" aria-labelledby="performance-title">
        <h2 id="performance-title" className="card__title">
          Performance Overview
        </h2>
        <dl className="money-list">
          <div>
            <dt>Total Tournaments</dt>
            <dd>{value((s) => s.tournamentsPlayed)}</dd>
          </div>
          <div>
            <dt>Victories</dt>
            <dd>{value((s) => s.tournamentsWon)}</dd>
          </div>
          <div>
            <dt>Active Now</dt>
            <dd>{value((s) => s.activeTournaments)}</dd>
          </div>
          <div>
            <dt>Current Rating</dt>
            <dd>{ratingText(user.isRatingComplete ? user.padelRating : null)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

export function EarningsTab({
  stats,
  transactions,
  loading,
}: {
  stats: UserStats | undefined;
  transactions: WalletTransaction[];
  loading: boolean;
}) {
  const played = stats?.tournamentsPlayed ?? 0;
  const won = stats?.tournamentsWon ?? 0;
  const prizes = transactions.filter((t) => t.type === 'prize').slice(0, RECENT_EARNINGS_COUNT);
  const average = won > 0 ? divideRounded(centsFromApiOrZero(stats?.totalEarnings), won) : 0;
  return (
    <div className="stack">
      <dl className="profile-figures">
        <Figure label="Total Earnings" value={`$${formatMoney(stats?.totalEarnings)}`} tone="text-green" />
        <Figure label="Average per Win" value={usd(average)} />
        <Figure label="Tournaments Played" value={played} />
      </dl>
      <section className="card stack" aria-labelledby="distribution-title">
        <h2 id="distribution-title" className="card__title">
          Prize Distribution
        </h2>
        <dl className="money-list">
          <div>
            <dt>1st Place Wins</dt>
            <dd>{won}</dd>
          </div>
          <div>
            <dt>Runner-up</dt>
            <dd>{Math.max(0, played - won)}</dd>
          </div>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="recent-earnings-title">
        <h2 id="recent-earnings-title" className="card__title">
          Recent Earnings
        </h2>
        {loading ? (
          <Skeleton height="2rem" />
        ) : prizes.length === 0 ? (
          <p className="muted">No earnings yet. Win a tournament and your prizes will show here.</p>
        ) : (
          <ul className="profile-list">
            {prizes.map((t) => (
              <li key={t.id}>
                <span>
                  <span className="profile-list__title">{t.description || 'Tournament prize'}</span>
                  <span className="muted small">{formatDate(t.createdAt)}</span>
                </span>
                <strong className="text-green">+${formatMoney(t.amount)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function wonBy(t: PlayerTournament, userId: string): boolean {
  if (t.status !== 'completed') return false;
  const me = t.participants?.find((p) => p.userId === userId);
  if (me && t.winningTeam) return Number(me.teamNumber) === Number(t.winningTeam);
  return t.winnerId === userId;
}

export function TournamentsTab({
  userId,
  tournaments,
  loading,
  failed,
}: {
  userId: string;
  tournaments: PlayerTournament[];
  loading: boolean;
  failed: boolean;
}) {
  const shown = tournaments.slice(0, TOURNAMENT_HISTORY_COUNT);
  return (
    <section className="card stack" aria-labelledby="profile-tournaments-title">
      <h2 id="profile-tournaments-title" className="card__title">
        Tournament History
      </h2>
      {loading ? (
        <Skeleton height="2rem" />
      ) : shown.length === 0 ? (
        <p className="muted">{failed ? "Your tournaments couldn't be loaded right now." : 'No tournaments yet.'}</p>
      ) : (
        <ul className="profile-list">
          {shown.map((t) => {
            const won = wonBy(t, userId);
            return (
              <li key={t.id}>
                <span>
                  <Link to={`/tournaments/${t.id}`} className="profile-list__title">
                    {t.name}
                  </Link>
                  <span className="muted small">
                    {formatDate(t.startTime) ?? ''}
                    {t.status !== 'completed' ? ` · ${statusLabel(t.status)}` : ''} · Paid to the winners $
                    {formatMoney(t.prizePool)}
                  </span>
                </span>
                <span className={won ? 'tag tag--amber' : 'tag tag--blue'}>{won ? 'Won' : 'Participated'}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
