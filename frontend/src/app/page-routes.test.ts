import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTitle, PAGE_ROUTES } from './page-routes';

/** Every path the router serves, read from its source (router.tsx and the public pages list). */
function routedPaths(): string[] {
  const source = ['./router.tsx', './routes/public-pages.tsx']
    .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n');
  const paths = [...source.matchAll(/path(?:=|: )["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  return paths.filter((path) => path !== '*');
}

describe('page-routes.json', () => {
  it('lists every routed page, so the server does not answer it with 404', () => {
    const listed = new Set(PAGE_ROUTES.map((page) => page.path));
    const routed = routedPaths();
    expect(routed.length).toBeGreaterThan(20);
    expect(routed.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('gives every page its own title', () => {
    const titles = PAGE_ROUTES.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(documentTitle('/wallet', true)).toBe('Wallet · CourtCash');
    expect(documentTitle('/tournaments/12', true)).toBe('Match · CourtCash');
    expect(documentTitle('/', false)).toBe('Paid padel and pickleball matches · CourtCash');
    expect(documentTitle('/nowhere', true)).toBe('Page not found · CourtCash');
  });
});
