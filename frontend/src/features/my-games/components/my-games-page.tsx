import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PlusIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { useTournaments, useUserStats, useUserTournaments } from '@/lib/player-queries';
import { isActive } from '@/lib/tournaments';
import { useTournamentHistory } from '../api/get-tournament-history';
import { availableFor } from '../utils/my-games';
import { MyStatCards } from './my-stat-cards';
import { RecentPerformance } from './recent-performance';
import { AvailableMatchList, HistoryList, MyActiveMatches } from './tournament-lists';
import './my-games.css';

type Tab = 'active' | 'history';
const TABS: { id: Tab; label: string }[] = [
  { id: 'active', label: 'Active Tournaments' },
  { id: 'history', label: 'Tournament History' },
];

export function MyGamesPage() {
  const [tab, setTab] = useState<Tab>('active');
  const stats = useUserStats();
  const mine = useUserTournaments();
  const all = useTournaments();
  const history = useTournamentHistory();

  const historyItems = history.data ?? [];
  const myActive = (mine.data ?? []).filter(isActive);
  const available = availableFor(all.data ?? [], mine.data ?? []);

  return (
    <div className="container page my-games">
      <header className="my-games__hero">
        <div className="page-title">
          <h1>My Tournament Dashboard</h1>
          <p className="muted">Your matches, results and earnings in one place.</p>
        </div>
        <Link to="/create-tournament" className="btn btn--primary">
          <PlusIcon size={18} /> Create Tournament
        </Link>
      </header>

      <MyStatCards
        stats={stats.data}
        statsLoading={stats.isPending}
        history={historyItems}
        historyLoading={history.isPending}
      />

      <RecentPerformance history={historyItems} />

      <Tabs
        label="Tournaments"
        variant="page"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        panelClassName="my-games__panel"
      >
        {tab === 'active' ? (
          <>
            <MyActiveMatches matches={myActive} isLoading={mine.isPending} failed={mine.isError} />
            <AvailableMatchList matches={available} isLoading={all.isPending} failed={all.isError} />
          </>
        ) : (
          <HistoryList history={historyItems} isLoading={history.isPending} failed={history.isError} />
        )}
      </Tabs>
    </div>
  );
}
