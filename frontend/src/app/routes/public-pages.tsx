import type { ReactElement } from 'react';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';

/** Pages open to everyone, signed in or not. */
export const PUBLIC_PAGES: { path: string; element: ReactElement }[] = [
  { path: '/contact', element: <ComingSoonPanel title="Contact & Support" /> },
  { path: '/about', element: <ComingSoonPanel title="About CourtCash" /> },
  { path: '/investor', element: <ComingSoonPanel title="For Investors" /> },
  { path: '/terms-of-service', element: <ComingSoonPanel title="Terms of Service" /> },
  { path: '/privacy-policy', element: <ComingSoonPanel title="Privacy Policy" /> },
  { path: '/cookie-policy', element: <ComingSoonPanel title="Cookie Policy" /> },
  { path: '/legal-conditions', element: <ComingSoonPanel title="Legal Conditions" /> },
  { path: '/support', element: <ComingSoonPanel title="Support Center" /> },
  { path: '/test-login', element: <ComingSoonPanel title="Test Login" /> },
  { path: '/test-home', element: <ComingSoonPanel title="Test Home" /> },
  { path: '/create-test-user', element: <ComingSoonPanel title="Create Test User" /> },
  { path: '/auth-test', element: <ComingSoonPanel title="Auth Test" /> },
  { path: '/invite/:token', element: <ComingSoonPanel title="Tournament Invitation" /> },
  { path: '/admin/login', element: <ComingSoonPanel title="Administrator Portal" /> },
  { path: '/admin/dashboard', element: <ComingSoonPanel title="Admin Dashboard" /> },
];
