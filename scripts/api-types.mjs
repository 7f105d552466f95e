// @ts-check
/**
 * The frontend's API types, generated from the backend's OpenAPI document (docs/decisions.md, "API types").
 *   node scripts/api-types.mjs          writes frontend/src/api/openapi.json and frontend/src/api/schema.d.ts
 *   node scripts/api-types.mjs --check  fails when the checked-in files differ from what the backend describes now
 * No server and no database: backend/dist/scripts/openapi.js builds the document from the modules' metadata.
 * The caller builds the backend first (npm run api:types / npm run lint:api do).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS from 'openapi-typescript';
import { format as oxfmt } from 'oxfmt';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const targetDir = join(root, 'frontend/src/api');
const files = { document: join(targetDir, 'openapi.json'), types: join(targetDir, 'schema.d.ts') };
const check = process.argv.includes('--check');

/** The formatter's options, as `npm run lint:format` (oxfmt) reads them: the generated files pass its check. */
const formatOptions = (() => {
  const {
    $schema: _schema,
    ignorePatterns: _ignored,
    ...options
  } = JSON.parse(readFileSync(join(root, '.oxfmtrc.json'), 'utf8'));
  return options;
})();

const work = mkdtempSync(join(tmpdir(), 'api-types-'));
try {
  const documentPath = join(work, 'openapi.json');
  execFileSync(process.execPath, [join(root, 'backend/dist/scripts/openapi.js'), documentPath], { stdio: 'inherit' });
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  const header =
    "/**\n * GENERATED from the backend's OpenAPI document by scripts/api-types.mjs (`npm run api:types`). Do not edit.\n */\n\n";
  const generated = {
    document: await format(JSON.stringify(document), files.document),
    types: await format(header + (await openapiTS(document, { exportType: false, alphabetize: true })), files.types),
  };
  if (!check) {
    for (const key of /** @type {const} */ (['document', 'types'])) writeFileSync(files[key], generated[key]);
    console.log(`Wrote ${relative(root, files.document)} and ${relative(root, files.types)}.`);
  } else {
    const stale = /** @type {const} */ (['document', 'types']).filter((key) => read(files[key]) !== generated[key]);
    if (stale.length > 0) {
      console.error(
        `The API types are out of date: ${stale.map((key) => relative(root, files[key])).join(' and ')} ` +
          'no longer match the backend (a controller, DTO or @Api* annotation changed).\n' +
          'Run `npm run api:types` and commit the result.',
      );
      process.exit(1);
    }
    console.log('API types match the backend.');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** @param {string} text @param {string} filepath */
async function format(text, filepath) {
  const { code, errors } = await oxfmt(filepath, text, formatOptions);
  if (errors.length > 0) throw new Error(`oxfmt could not format ${relative(root, filepath)}: ${errors[0].message}`);
  return code;
}

/** @param {string} path */
function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
