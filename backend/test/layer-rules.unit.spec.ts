/**
 * The layer rules (.dependency-cruiser.cjs) catch each leak they were written for: every case plants
 * one forbidden import in a temporary file inside backend/src, runs dependency-cruiser on that file,
 * expects it to fail naming the rule, and removes the file. A control case proves an allowed import
 * passes, so the rules are not simply failing everything.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const depcruise = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** Writes `backend/src/<dir>/<name>` importing `from` (relative to that file), cruises it, removes it. */
function cruisePlanted(dir: string, from: string): { status: number | null; output: string } {
  return plantAndCruise(repoRoot, join('backend', 'src', dir), from, '.dependency-cruiser.cjs');
}

/** The same for the frontend, whose rules run from frontend/ (so `@/` resolves). */
function cruisePlantedFrontend(dir: string, from: string): { status: number | null; output: string } {
  return plantAndCruise(join(repoRoot, 'frontend'), join('src', dir), from, '../.dependency-cruiser.frontend.cjs');
}

function plantAndCruise(cwd: string, dir: string, from: string, config: string) {
  const file = join(dir, `zz-planted-layer-violation-${process.pid}.ts`);
  writeFileSync(join(cwd, file), `import * as planted from '${from}';\nexport const keep = planted;\n`);
  try {
    const run = spawnSync(
      process.execPath,
      [depcruise, file, '--config', config, '--output-type', 'err', '--no-progress'],
      { cwd, encoding: 'utf8', timeout: 60000 },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(join(cwd, file), { force: true });
  }
}

describe('layer rules', () => {
  it.each([
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
    [
      'modules-only-through-public-file',
      'modules/tournaments/create-tournament',
      '../../wallet/shared/idempotency/idempotency.store',
    ],
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
  ])('%s fails on an import from %s to %s', (rule, dir, from) => {
    const { status, output } = cruisePlanted(dir, from);
    expect(output).toContain(rule);
    expect(status).not.toBe(0);
  });

  it('passes an allowed import: a module using another through its public file', () => {
    const { status, output } = cruisePlanted('modules/stats', '../identity/identity.public');
    expect(output).not.toContain('error');
    expect(status).toBe(0);
  });

  describe('frontend', () => {
    it.each([
      ['features-do-not-import-each-other', 'features/wallet', '@/features/tournaments/api/join-tournament'],
      ['features-do-not-import-each-other', 'features/wallet/api', '../../tournaments/api/join-tournament'],
      ['shared-code-imports-no-feature', 'lib', '@/features/wallet/api/get-payments-config'],
      ['shared-code-imports-no-feature', 'components', '@/app/router'],
      ['only-tests-import-testing', 'features/wallet', '@/testing/test-utils'],
    ])('%s fails on an import from %s to %s', (rule, dir, from) => {
      const { status, output } = cruisePlantedFrontend(dir, from);
      expect(output).toContain(rule);
      expect(status).not.toBe(0);
    });

    it('passes an allowed import: a feature using lib/', () => {
      const { status, output } = cruisePlantedFrontend('features/wallet', '@/lib/api-client');
      expect(output).not.toContain('error');
      expect(status).toBe(0);
    });
  });
});
