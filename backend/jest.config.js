/**
 * The backend tiers, as jest projects (docs/decisions/test-tiers.md):
 * - unit: *.unit.spec.ts, no database and no network, so no global setup (runs in seconds);
 * - layers: the proof that the layer rules catch planted violations (test/layer-rules.unit.spec.ts),
 *   run by `npm run lint:layers` with the rules themselves, not by every unit run;
 * - integration: *.int.spec.ts and *.e2e.spec.ts, on an embedded PostgreSQL per worker, started by
 *   test/global-setup.ts only when a spec of this project runs.
 * - integration-grouped: the same specs, run in groups that share one module registry per group
 *   (test/groups/spec-groups.ts); `npm test -w backend` runs unit and this project, while
 *   `npx jest path/to/x.e2e.spec.ts` still runs one file alone through `integration`.
 * `npm run test:unit -w backend` runs only unit.
 */
/** The specs' transform: test/swc-options.js (shared with test/ts-register.js), with inline source maps for jest's stack traces. */
const swc = { ...require('./test/swc-options'), sourceMaps: 'inline' };

/** The integration specs that run alone, not in a group (test/groups/spec-groups.ts says why). */
const ALONE = require('./test/groups/alone.json');

const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
};

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.unit.spec.ts', '<rootDir>/test/**/*.unit.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/(layer|lint)-rules\\.unit\\.spec\\.ts$'],
    },
    {
      ...shared,
      // The proofs that the lint rules catch what they were written for (`npm run lint:layers` runs them).
      displayName: 'layers',
      testMatch: ['<rootDir>/test/layer-rules.unit.spec.ts', '<rootDir>/test/lint-rules.unit.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/src/**/*.int.spec.ts',
        '<rootDir>/src/**/*.e2e.spec.ts',
        '<rootDir>/test/**/*.int.spec.ts',
        '<rootDir>/test/**/*.e2e.spec.ts',
      ],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      // The same specs as `integration`, a group of files per test file sharing one module registry
      // (test/groups/spec-groups.ts), plus the few that run alone. `npm test -w backend` runs this one.
      ...shared,
      displayName: 'integration-grouped',
      testMatch: ['<rootDir>/test/groups/group-*.spec.ts', ...ALONE.map((file) => `<rootDir>/${file}`)],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
