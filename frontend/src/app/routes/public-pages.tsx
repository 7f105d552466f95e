import type { ReactElement } from 'react';
import { lazyRoute } from '../lazy-route';
import { TestToolsRoute } from './test-tools-route';

const AuthTestPage = lazyRoute(() => import('@/features/dev-tools/components/auth-test-page'), 'AuthTestPage');
const CreateTestUserPage = lazyRoute(
  () => import('@/features/dev-tools/components/create-test-user-page'),
  'CreateTestUserPage',
);
const TestHomePage = lazyRoute(() => import('@/features/dev-tools/components/test-home-page'), 'TestHomePage');
const TestLoginPage = lazyRoute(() => import('@/features/dev-tools/components/test-login-page'), 'TestLoginPage');
const CookiePolicyPage = lazyRoute(() => import('@/features/legal/components/legal-pages'), 'CookiePolicyPage');
const LegalConditionsPage = lazyRoute(() => import('@/features/legal/components/legal-pages'), 'LegalConditionsPage');
const PrivacyPolicyPage = lazyRoute(() => import('@/features/legal/components/legal-pages'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyRoute(() => import('@/features/legal/components/legal-pages'), 'TermsOfServicePage');
const AboutPage = lazyRoute(() => import('@/features/marketing/components/about-page'), 'AboutPage');
const InvestorPage = lazyRoute(() => import('@/features/marketing/components/investor-page'), 'InvestorPage');
const ContactPage = lazyRoute(() => import('@/features/support/components/contact-page'), 'ContactPage');
const SupportPage = lazyRoute(() => import('@/features/support/components/support-page'), 'SupportPage');
const ForgotPasswordPage = lazyRoute(
  () => import('@/features/account/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyRoute(
  () => import('@/features/account/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyRoute(() => import('@/features/account/components/verify-email-page'), 'VerifyEmailPage');
const ConfirmEmailChangePage = lazyRoute(
  () => import('@/features/account/components/email-change-link-pages'),
  'ConfirmEmailChangePage',
);
const CancelEmailChangePage = lazyRoute(
  () => import('@/features/account/components/email-change-link-pages'),
  'CancelEmailChangePage',
);
const DevMailboxPage = lazyRoute(() => import('@/features/dev-mailbox/components/dev-mailbox-page'), 'DevMailboxPage');
const InvitationRoute = lazyRoute(() => import('./invitation'), 'InvitationRoute');

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
  { path: '/confirm-email-change', element: <ConfirmEmailChangePage /> },
  { path: '/cancel-email-change', element: <CancelEmailChangePage /> },
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
