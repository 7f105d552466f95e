import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFrontendPages } from './frontend-pages';

function distWith(pages: { path: string }[] | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'frontend-dist-'));
  if (pages) writeFileSync(join(dir, 'page-routes.json'), JSON.stringify(pages));
  return dir;
}

describe('loadFrontendPages', () => {
  const isPage = loadFrontendPages(distWith([{ path: '/' }, { path: '/wallet' }, { path: '/tournaments/:id' }]));

  it.each(['/', '/wallet', '/wallet/', '/tournaments/7', '/tournaments/abc-1'])('knows %s', (path) => {
    expect(isPage(path)).toBe(true);
  });

  it.each(['/no-such-page', '/wallet/x', '/tournaments', '/tournaments/', '/tournaments/7/edit'])(
    'does not know %s',
    (path) => {
      expect(isPage(path)).toBe(false);
    },
  );

  it('treats every path as a page when the build wrote no list', () => {
    expect(loadFrontendPages(distWith(null))('/anything')).toBe(true);
  });
});
