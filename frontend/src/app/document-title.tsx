import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './page-routes';

/** Every page has its own <title> (from page-routes.json), so a tab, history and a screen reader tell pages apart. */
export function DocumentTitle({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, signedIn);
  }, [pathname, signedIn]);
  return null;
}
