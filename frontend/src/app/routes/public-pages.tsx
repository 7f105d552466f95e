import type { ReactElement } from 'react';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';
import {
  CookiePolicyPage,
  LegalConditionsPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
} from '@/features/legal/components/legal-pages';
import { AboutPage } from '@/features/marketing/components/about-page';
import { InvestorPage } from '@/features/marketing/components/investor-page';
import { ContactPage } from '@/features/support/components/contact-page';
import { SupportPage } from '@/features/support/components/support-page';
import { InvitationRoute } from './invitation';

/** Pages open to everyone, signed in or not. */
export const PUBLIC_PAGES: { path: string; element: ReactElement }[] = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/investor', element: <InvestorPage /> },
  { path: '/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/cookie-policy', element: <CookiePolicyPage /> },
  { path: '/legal-conditions', element: <LegalConditionsPage /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/invite/:token', element: <InvitationRoute /> },
  // Screens of later issues.
  { path: '/test-login', element: <ComingSoonPanel title="Test Login" /> },
  { path: '/test-home', element: <ComingSoonPanel title="Test Home" /> },
  { path: '/create-test-user', element: <ComingSoonPanel title="Create Test User" /> },
  { path: '/auth-test', element: <ComingSoonPanel title="Auth Test" /> },
];
