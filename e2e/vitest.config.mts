import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files start first, so the two workers finish close together (vitest's own order is
 * the last run's durations, and file size when it has none: these files are small or new).
 */
const SLOWEST = ['accessibility-phone.e2e.ts', 'accessibility-desktop.e2e.ts', 'faults.e2e.ts'];
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
 * one Chromium, both started by the global setup. Two files at a time against that one app: every
 * file signs up its own players and finds its own data (faults.e2e.ts and live.e2e.ts start apps of
 * their own). docs/decisions/test-tiers.md, "Browser tier".
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    reporters: ['verbose'],
  },
});
