import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/features/dev-tools/api/get-client-config';
import { NotFoundRoute } from './not-found';

/**
 * The developer test pages exist only where the server says its test tools are on. Anywhere else
 * (production, NODE_ENV unset, or the answer cannot be read) they are an ordinary 404 page.
 */
export function TestToolsRoute({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  if (config.isPending) return <PageSpinner />;
  if (config.data?.testTools !== true) return <NotFoundRoute />;
  return children;
}
