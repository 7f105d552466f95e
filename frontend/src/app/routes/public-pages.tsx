import type { ReactElement } from 'react';
import { AuthTestPage } from '@/features/dev-tools/components/auth-test-page';
import { CreateTestUserPage } from '@/features/dev-tools/components/create-test-user-page';
import { TestHomePage } from '@/features/dev-tools/components/test-home-page';
import { TestLoginPage } from '@/features/dev-tools/components/test-login-page';
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
import { ForgotPasswordPage } from '@/features/account/components/forgot-password-page';
import { ResetPasswordPage } from '@/features/account/components/reset-password-page';
import { VerifyEmailPage } from '@/features/account/components/verify-email-page';
import { DevMailboxPage } from '@/features/dev-mailbox/components/dev-mailbox-page';
import { InvitationRoute } from './invitation';
import { TestToolsRoute } from './test-tools-route';

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
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  // Developer test pages: shown only when the server's test tools are on (never in production).
  {
    path: '/dev/mailbox',
    element: (
      <TestToolsRoute>
        <DevMailboxPage />
      </TestToolsRoute>
    ),
  },
  {
    path: '/test-login',
    element: (
      <TestToolsRoute>
        <TestLoginPage />
      </TestToolsRoute>
    ),
  },
  {
    path: '/test-home',
    element: (
      <TestToolsRoute>
        <TestHomePage />
      </TestToolsRoute>
    ),
  },
  {
    path: '/create-test-user',
    element: (
      <TestToolsRoute>
        <CreateTestUserPage />
      </TestToolsRoute>
    ),
  },
  {
    path: '/auth-test',
    element: (
      <TestToolsRoute>
        <AuthTestPage />
      </TestToolsRoute>
    ),
  },
];
