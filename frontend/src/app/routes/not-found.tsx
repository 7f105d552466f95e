import { NotFoundPage } from '@/components/ui/empty-state';

export function NotFoundRoute() {
  return <NotFoundPage title="404 Page Not Found" description="Did you forget to add the page to the router?" />;
}
