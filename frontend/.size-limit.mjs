// Budgets for the JavaScript a first visit to each page downloads (gzipped), checked by size-limit
// after `vite build` (npm run build -w frontend fails over budget). A page's first load is the entry
// chunk and its static imports, plus the page's own lazy chunk and its static imports, read from
// Vite's manifest, so a page that pulls a heavy library into the entry or into itself fails here.
import { readFileSync } from 'node:fs';

const LANDING = 'src/app/routes/landing.tsx';
const LANDING_LIMIT = '150 kB';
const PAGE_LIMIT = '200 kB';

let manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'));
} catch {
  throw new Error('No dist/.vite/manifest.json: run `vite build` (npm run build -w frontend) before size-limit.');
}

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(`dist/${chunk.file}`)) return files;
  files.add(`dist/${chunk.file}`);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);

/** Every lazily loaded page (and the wallet dialog) is measured with the entry it needs. */
const lazyPages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
if (!lazyPages.includes(LANDING)) throw new Error(`${LANDING} is no longer its own chunk: update .size-limit.mjs.`);

export default lazyPages.map((key) => ({
  name: key === LANDING ? `landing page (${key})` : key,
  path: [...staticClosure(key, new Set(entryFiles))],
  limit: key === LANDING ? LANDING_LIMIT : PAGE_LIMIT,
  gzip: true,
}));
