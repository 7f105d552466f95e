import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { safeReturnPath } from '@/lib/return-path';
import type { User } from '@/types/api';
import { DocumentTitle } from './document-title';
import { lazyRoute } from './lazy-route';
import { MainLayout } from './layout/main-layout';
import { NotFoundRoute } from './routes/not-found';
import { PAGE_ROUTES } from './page-routes';
import { PUBLIC_PAGES } from './routes/public-pages';

const AdminDashboardRoute = lazyRoute(() => import('./routes/admin'), 'AdminDashboardRoute');
const AdminLedgerRoute = lazyRoute(() => import('./routes/admin'), 'AdminLedgerRoute');
const AdminLoginRoute = lazyRoute(() => import('./routes/admin'), 'AdminLoginRoute');
const AdminPanelRoute = lazyRoute(() => import('./routes/admin'), 'AdminPanelRoute');
const AuthRoute = lazyRoute(() => import('./routes/auth'), 'AuthRoute');
const LimitsRoute = lazyRoute(() => import('./routes/account'), 'LimitsRoute');
const VerificationRoute = lazyRoute(() => import('./routes/account'), 'VerificationRoute');
const CourtsRoute = lazyRoute(() => import('./routes/courts'), 'CourtsRoute');
const CreateTournamentRoute = lazyRoute(() => import('./routes/create-tournament'), 'CreateTournamentRoute');
const DepositRoute = lazyRoute(() => import('./routes/deposit'), 'DepositRoute');
const HomeRoute = lazyRoute(() => import('./routes/home'), 'HomeRoute');
const LandingRoute = lazyRoute(() => import('./routes/landing'), 'LandingRoute');
const LeaderboardRoute = lazyRoute(() => import('./routes/leaderboard'), 'LeaderboardRoute');
const MyGamesRoute = lazyRoute(() => import('./routes/my-games'), 'MyGamesRoute');
const PlayerProfileRoute = lazyRoute(() => import('./routes/player-profile'), 'PlayerProfileRoute');
const ProfileRoute = lazyRoute(() => import('./routes/profile'), 'ProfileRoute');
const ReceiptRoute = lazyRoute(() => import('./routes/receipt'), 'ReceiptRoute');
const WalletRoute = lazyRoute(() => import('./routes/wallet'), 'WalletRoute');
const PayPalReturnRoute = lazyRoute(() => import('./routes/wallet'), 'PayPalReturnRoute');
const SecurityPage = lazyRoute(() => import('@/features/account/components/security-page'), 'SecurityPage');
const RatingQuestionnairePage = lazyRoute(
  () => import('@/features/dashboard/components/rating-questionnaire-page'),
  'RatingQuestionnairePage',
);

const TournamentDetailRoute = lazy(() => import('./routes/tournament-detail'));

/** Signed out, a signed-in page sends the visitor to sign in, and sign-in brings them back to it. */
function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/auth?next=${encodeURIComponent(pathname + search + hash)}`} replace />;
}

/** Signed in already (e.g. another tab signed in): go where the sign-in would have gone. */
function SignedInAtAuth() {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnPath(searchParams.get('next'))} replace />;
}

function publicRoutes() {
  return PUBLIC_PAGES.map(({ path, element }) => <Route key={path} path={path} element={element} />);
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path="/auth" element={<SignedInAtAuth />} />
      <Route element={<MainLayout user={user} />}>
        <Route index element={<HomeRoute user={user} />} />
        <Route path="/tournaments/:id" element={<TournamentDetailRoute user={user} />} />
        <Route path="/wallet" element={<WalletRoute user={user} />} />
        <Route path="/wallet/receipts/:id" element={<ReceiptRoute />} />
        <Route path="/wallet/paypal/return" element={<PayPalReturnRoute />} />
        <Route path="/deposit" element={<DepositRoute user={user} />} />
        <Route path="/create-tournament" element={<CreateTournamentRoute user={user} />} />
        <Route path="/my-games" element={<MyGamesRoute />} />
        <Route path="/leaderboard" element={<LeaderboardRoute user={user} />} />
        <Route path="/courts" element={<CourtsRoute />} />
        <Route path="/profile" element={<ProfileRoute user={user} />} />
        <Route path="/players/:id" element={<PlayerProfileRoute user={user} />} />
        <Route path="/account/verification" element={<VerificationRoute />} />
        <Route path="/account/limits" element={<LimitsRoute />} />
        <Route path="/account/security" element={<SecurityPage user={user} />} />
        <Route path="/rating-questionnaire" element={<RatingQuestionnairePage />} />
        <Route path="/admin" element={<AdminPanelRoute user={user} />} />
        <Route path="/admin/login" element={<AdminLoginRoute user={user} />} />
        <Route path="/admin/dashboard" element={<AdminDashboardRoute user={user} />} />
        <Route path="/admin/ledger" element={<AdminLedgerRoute user={user} />} />
        {publicRoutes()}
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
      {PAGE_ROUTES.filter((page) => page.signedIn && !page.path.startsWith('/admin')).map(({ path }) => (
        <Route key={path} path={path} element={<SignInFirst />} />
      ))}
      <Route element={<MainLayout user={null} />}>
        <Route index element={<LandingRoute />} />
        <Route path="/admin/login" element={<AdminLoginRoute user={null} />} />
        {publicRoutes()}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
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
  return (
    <>
      <DocumentTitle signedIn={Boolean(session.data)} />
      {/* Each page is its own chunk: the spinner shows while it loads (the layout stays). */}
      <Suspense fallback={<PageSpinner />}>
        {session.data ? <SignedInRoutes user={session.data} /> : <SignedOutRoutes />}
      </Suspense>
    </>
  );
}
