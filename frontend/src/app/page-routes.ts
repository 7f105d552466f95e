import { matchPath } from 'react-router-dom';
import { BRAND_NAME } from '@/config/brand';
import pageRoutes from './page-routes.json';

export interface PageRoute {
  path: string;
  title: string;
  signedOutTitle?: string;
  signedIn?: boolean;
}

/** The one list of pages (shared with the server, which answers 404 for any other path). */
export const PAGE_ROUTES: readonly PageRoute[] = pageRoutes.pages;

export function findPage(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null);
}

export const NOT_FOUND_TITLE = 'Page not found';

/** "Wallet · CourtCash"; a path that is no page reads "Page not found". */
export function documentTitle(pathname: string, signedIn: boolean): string {
  const page = findPage(pathname);
  const title = !page ? NOT_FOUND_TITLE : signedIn ? page.title : (page.signedOutTitle ?? page.title);
  return `${title} · ${BRAND_NAME}`;
}
