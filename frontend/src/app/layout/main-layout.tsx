import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
import type { User } from '@/types/api';
import { Footer } from './footer';
import { LiveUpdates } from './live-updates';
import { Navbar } from './navbar';
import { WalletDialogProvider } from './wallet-dialog-context';

/** Navbar (signed-in or Get Started variant), the page, and the footer. */
export function MainLayout({ user }: { user: User | null }) {
  return (
    <WalletDialogProvider user={user}>
      <div className="layout">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Navbar user={user} />
        {user && <VerifyEmailBanner user={user} />}
        <main id="main" className="layout__main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer signedIn={user !== null} />
        <LiveUpdates signedIn={user !== null} />
      </div>
    </WalletDialogProvider>
  );
}
