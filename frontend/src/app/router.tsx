import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import type { User } from '@/types/api';
import { MainLayout } from './layout/main-layout';
import { AdminDashboardRoute, AdminLedgerRoute, AdminLoginRoute, AdminPanelRoute } from './routes/admin';
import { AuthRoute } from './routes/auth';
import { CourtsRoute } from './routes/courts';
import { CreateTournamentRoute } from './routes/create-tournament';
import { DepositRoute } from './routes/deposit';
import { HomeRoute } from './routes/home';
import { LandingRoute } from './routes/landing';
import { LeaderboardRoute } from './routes/leaderboard';
import { MyGamesRoute } from './routes/my-games';
import { NotFoundRoute } from './routes/not-found';
import { PUBLIC_PAGES } from './routes/public-pages';
import { ProfileRoute } from './routes/profile';
import { WalletRoute } from './routes/wallet';
import { RatingQuestionnairePage } from '@/features/dashboard/components/rating-questionnaire-page';

const TournamentDetailRoute = lazy(() => import('./routes/tournament-detail'));

/** Screens of later issues: signed-in only, rendered inside the real layout. */
/** Signed out, these go to /auth; every other unknown path does too (the catch-all). */
const SIGNED_OUT_TO_AUTH = [
  '/tournaments/:id',
  '/create-tournament',
  '/my-games',
  '/leaderboard',
  '/courts',
  '/tournament-history',
];

function publicRoutes() {
  return PUBLIC_PAGES.map(({ path, element }) => <Route key={path} path={path} element={element} />);
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path="/auth" element={<Navigate to="/" replace />} />
      <Route element={<MainLayout user={user} />}>
        <Route index element={<HomeRoute user={user} />} />
        <Route
          path="/tournaments/:id"
          element={
            <Suspense fallback={<PageSpinner />}>
              <TournamentDetailRoute user={user} />
            </Suspense>
          }
        />
        <Route path="/wallet" element={<WalletRoute user={user} />} />
        <Route path="/deposit" element={<DepositRoute user={user} />} />
        <Route path="/create-tournament" element={<CreateTournamentRoute user={user} />} />
        <Route path="/my-games" element={<MyGamesRoute />} />
        <Route path="/leaderboard" element={<LeaderboardRoute user={user} />} />
        <Route path="/courts" element={<CourtsRoute />} />
        <Route path="/profile" element={<ProfileRoute user={user} />} />
        <Route path="/rating-questionnaire" element={<RatingQuestionnairePage />} />
        <Route path="/admin" element={<AdminPanelRoute user={user} />} />
        <Route path="/admin/login" element={<AdminLoginRoute user={user} />} />
        <Route path="/admin/dashboard" element={<AdminDashboardRoute user={user} />} />
        <Route path="/admin/ledger" element={<AdminLedgerRoute user={user} />} />
        {publicRoutes()}
        {/* /tournament-history is deliberately not a route here: signed in, it is a 404. */}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthRoute />} />
      <Route path="/admin" element={<Navigate to="/admin/login" replace />} />
      <Route path="/admin/dashboard" element={<Navigate to="/admin/login" replace />} />
      <Route path="/admin/ledger" element={<Navigate to="/admin/login" replace />} />
      {SIGNED_OUT_TO_AUTH.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/auth" replace />} />
      ))}
      <Route element={<MainLayout user={null} />}>
        <Route index element={<LandingRoute />} />
        <Route path="/admin/login" element={<AdminLoginRoute user={null} />} />
        {publicRoutes()}
      </Route>
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}

/** The session state picks the route set: loading, then signed in or signed out. */
export function AppRoutes() {
  // Reading the location here re-renders this component (and re-reads the session) on every
  // navigation, so a session cleared just before navigate() is seen in the same render.
  useLocation();
  const session = useSession();

  if (session.isPending) return <PageSpinner label="Loading..." />;
  return session.data ? <SignedInRoutes user={session.data} /> : <SignedOutRoutes />;
}
