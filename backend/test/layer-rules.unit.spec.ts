/**
 * The layer rules (.dependency-cruiser.cjs) catch each leak they were written for. Every case plants
 * one forbidden import in a temporary copy of the source tree (never in backend/src or frontend/src,
 * so a crash leaves nothing behind), and one dependency-cruiser run per side cruises all the planted
 * files at once; each case then expects its own file to break its rule. Control cases prove an allowed
 * import passes, so the rules are not simply failing everything.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const depcruise = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** [rule, directory under src/, import specifier] */
type Plant = [string, string, string];

const BACKEND_VIOLATIONS: Plant[] = [
  // The leaks issue 7 listed, one plant each.
  ['projections-below-modules', 'projections/tournaments', '../../modules/tournaments/shared/tournament-streams'],
  ['infrastructure-below-features', 'infrastructure/database', '../../projections/users/user.entity'],
  [
    'infrastructure-below-features',
    'infrastructure/database',
    '../../payments/simulated/simulated-payment-intent.entity',
  ],
  ['infrastructure-below-features', 'infrastructure/database', '../../modules/wallet/wallet.public'],
  ['infrastructure-below-features', 'infrastructure/http', '../../projections/runner/projection-runner'],
  ['payments-below-modules', 'payments', '../modules/identity/identity.module'],
  ['payments-below-modules', 'payments/simulated', '../../modules/identity/identity.public'],
  ['modules-only-through-public-file', 'modules/tournaments/create-tournament', '../../wallet/shared/wallet-reads'],
  [
    'modules-only-through-public-file',
    'modules/invitations/accept-invitation',
    '../../tournaments/join-tournament/join-tournament.command',
  ],
  ['modules-only-through-public-file', 'modules/stats', '../identity/shared/guards'],
  // The rest of the direction.
  ['event-store-below-features', 'event-store', '../projections/runner/projection-runner'],
  ['infrastructure-below-features', 'infrastructure/event-sourcing', '../../app.module'],
  [
    'infrastructure-uses-only-the-event-store-port',
    'infrastructure/event-sourcing',
    '../../event-store/postgres/postgres-event-store',
  ],
  ['domain-is-pure', 'domain/tournament', '../../infrastructure/event-sourcing/deterministic-id'],
];
/** A module using another through its public file. */
const BACKEND_ALLOWED: [string, string] = ['modules/stats', '../identity/identity.public'];

const FRONTEND_VIOLATIONS: Plant[] = [
  ['features-do-not-import-each-other', 'features/wallet', '@/features/tournaments/api/join-tournament'],
  ['features-do-not-import-each-other', 'features/wallet/api', '../../tournaments/api/join-tournament'],
  ['shared-code-imports-no-feature', 'lib', '@/features/wallet/api/get-payments-config'],
  ['shared-code-imports-no-feature', 'components', '@/app/router'],
  ['only-tests-import-testing', 'features/wallet', '@/testing/test-utils'],
];
/** A feature using lib/. */
const FRONTEND_ALLOWED: [string, string] = ['features/wallet', '@/lib/api-client'];

interface Cruise {
  status: number | null;
  output: string;
  /** Rule names broken by each planted file, by the file's path relative to the cruise's cwd. */
  broken: Map<string, string[]>;
  files: string[];
}

let tree: string;

/** Copies `files` of the repository (and links node_modules) into the temporary tree. */
function copyIntoTree(files: string[]): void {
  for (const file of files) cpSync(join(repoRoot, file), join(tree, file), { recursive: true });
}

function linkNodeModules(dir: string): void {
  const source = join(repoRoot, dir, 'node_modules');
  if (existsSync(source)) symlinkSync(source, join(tree, dir, 'node_modules'), 'dir');
}

/** Plants one file per import under `<cwd>/<srcDir>/<dir>`, cruises them in one run. */
function plantAndCruise(cwd: string, srcDir: string, config: string, plants: [string, string][]): Cruise {
  const files = plants.map(([dir, from], i) => {
    const file = join(srcDir, dir, `zz-planted-layer-violation-${i}.ts`);
    writeFileSync(join(tree, cwd, file), `import * as planted from '${from}';\nexport const keep = planted;\n`);
    return file;
  });
  const run = spawnSync(
    process.execPath,
    [depcruise, ...files, '--config', config, '--output-type', 'json', '--no-progress'],
    { cwd: join(tree, cwd), encoding: 'utf8', timeout: 120_000, maxBuffer: 256 * 1024 * 1024 },
  );
  const broken = new Map<string, string[]>(files.map((file) => [file, []]));
  if (run.status === null || !run.stdout.startsWith('{')) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { from: string; rule: { name: string; severity: string } }[] };
  };
  // Only errors fail `npm run lint:layers`.
  for (const { from, rule } of result.summary.violations)
    if (rule.severity === 'error') broken.get(from)?.push(rule.name);
  return { status: run.status, output: `${run.stdout.slice(0, 2000)}${run.stderr}`, broken, files };
}

describe('layer rules', () => {
  let backend: Cruise;
  let frontend: Cruise;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'courtcash-layer-rules-'));
    copyIntoTree([
      'tsconfig.json',
      '.dependency-cruiser.cjs',
      '.dependency-cruiser.frontend.cjs',
      'backend/src',
      'backend/tsconfig.json',
      'frontend/src',
      'frontend/tsconfig.json',
      'frontend/tsconfig.app.json',
    ]);
    symlinkSync(join(repoRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');
    linkNodeModules('backend');
    linkNodeModules('frontend');
    backend = plantAndCruise('.', join('backend', 'src'), '.dependency-cruiser.cjs', [
      ...BACKEND_VIOLATIONS.map(([, dir, from]): [string, string] => [dir, from]),
      BACKEND_ALLOWED,
    ]);
    // The frontend's rules run from frontend/ (so `@/` resolves).
    frontend = plantAndCruise('frontend', 'src', '../.dependency-cruiser.frontend.cjs', [
      ...FRONTEND_VIOLATIONS.map(([, dir, from]): [string, string] => [dir, from]),
      FRONTEND_ALLOWED,
    ]);
  });

  afterAll(() => {
    if (tree) rmSync(tree, { recursive: true, force: true });
  });

  it('leaves the source tree alone: the plants live in a temporary copy', () => {
    for (const file of [...backend.files, ...frontend.files.map((f) => join('frontend', f))])
      expect(existsSync(join(repoRoot, file))).toBe(false);
  });

  it.each(BACKEND_VIOLATIONS.map((plant, i) => [...plant, i] as const))(
    '%s fails on an import from %s to %s',
    (rule, _dir, _from, i) => {
      expect(backend.broken.get(backend.files[i])).toContain(rule);
    },
  );

  it('passes an allowed import: a module using another through its public file', () => {
    expect(backend.broken.get(backend.files[BACKEND_VIOLATIONS.length])).toEqual([]);
  });

  describe('frontend', () => {
    it.each(FRONTEND_VIOLATIONS.map((plant, i) => [...plant, i] as const))(
      '%s fails on an import from %s to %s',
      (rule, _dir, _from, i) => {
        expect(frontend.broken.get(frontend.files[i])).toContain(rule);
      },
    );

    it('passes an allowed import: a feature using lib/', () => {
      expect(frontend.broken.get(frontend.files[FRONTEND_VIOLATIONS.length])).toEqual([]);
    });
  });
});
