import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a path is one of the React app's pages, from the page list the frontend build writes
 * (frontend/src/app/page-routes.json, copied to dist/page-routes.json). A ":name" segment matches any
 * one non-empty segment. Without the list (an older build) every path counts as a page, as before.
 */
export function loadFrontendPages(distDir: string): (path: string) => boolean {
  let patterns: string[][];
  try {
    const list = JSON.parse(readFileSync(join(distDir, 'page-routes.json'), 'utf8')) as { path: string }[];
    patterns = list.map((page) => segments(page.path));
  } catch {
    return () => true;
  }
  return (path) => {
    const parts = segments(path);
    return patterns.some(
      (pattern) =>
        pattern.length === parts.length &&
        pattern.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i])),
    );
  };
}

function segments(path: string): string[] {
  // "/wallet/" is the wallet page as well; "/" is the single empty path.
  return path.replace(/\/+$/, '').split('/').slice(1);
}
