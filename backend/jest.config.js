/**
 * The backend tiers, as jest projects (docs/decisions/test-tiers.md):
 * - unit: *.unit.spec.ts, no database and no network, so no global setup (runs in seconds);
 * - integration: *.int.spec.ts and *.e2e.spec.ts, on an embedded PostgreSQL per worker, started by
 *   test/global-setup.ts only when a spec of this project runs.
 * `npm test -w backend` runs both; `npm run test:unit -w backend` only the first.
 */
const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.unit.spec.ts', '<rootDir>/test/**/*.unit.spec.ts'],
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
  ],
};
