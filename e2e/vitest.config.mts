import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files start first, so the workers finish close together (vitest's own order is the
 * last run's durations, and file size when it has none: these files are small or new). faults.e2e.ts
 * is the longest chain of waits (three app starts with fsync on, TOTP steps); each sweep loads its
 * page states a few at a time.
 */
const SLOWEST = [
  'faults.e2e.ts',
  'accessibility-phone.e2e.ts',
  'accessibility-desktop.e2e.ts',
  'mobile.e2e.ts',
  'tournament.e2e.ts',
];
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = SLOWEST.indexOf(basename(file.moduleId));
      return at === -1 ? SLOWEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Browser tests: the built app (`npm start`'s build) on a temporary embedded database, driven in
 * one Chromium, both started by the global setup. Three files at a time against that one app: every
 * file signs up its own players and finds its own data (faults.e2e.ts and live.e2e.ts start apps of
 * their own). docs/decisions/test-tiers.md, "Browser tier".
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // A test's limit, not a wait: every step has its own (15 s for an element, the flows' own
    // deadlines). Three files at once on a loaded 2-core machine took flows of 40–50 s past 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 3,
    // A worker runs its files one after the other in one process: Node, vitest's runtime and
    // playwright-core (about 1 CPU-s) load once per worker, not once per file. The files keep no
    // state in shared modules (each opens its own contexts and closes its connection in afterAll).
    isolate: false,
    sequence: { sequencer: SlowestFirst },
    reporters: ['verbose'],
  },
});
