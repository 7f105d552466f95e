import { NotFoundPage } from '@/components/ui/empty-state';

/** Any path that is no page (the server answered it with 404 too; see page-routes.json). */
export function NotFoundRoute() {
  return (
    <NotFoundPage
      title="Page not found"
      description="There is no page at this address. Check the link, or go back to the home page."
    />
  );
}
