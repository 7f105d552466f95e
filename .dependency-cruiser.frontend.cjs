/**
 * Frontend layer rules (docs/decisions.md, "Layers"): a feature never imports another feature;
 * what features share lives in components/, lib/ and config/ (and types/), which import no feature
 * and not the app shell. Run: cd frontend && npx depcruise src --config ../.dependency-cruiser.frontend.cjs
 */
// Run from frontend/ (tsconfig paths such as @/ resolve against the working directory).
const SRC = '^src/';
const TESTS = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'Move what two features share into components/, lib/ or config/.',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'components/, lib/, config/ and types/ are shared by every feature and know none of them, nor the app shell.',
      from: { path: `${SRC}(components|lib|config|types)/`, pathNot: TESTS },
      to: { path: `${SRC}(features|app)/` },
    },
    {
      name: 'only-tests-import-testing',
      severity: 'error',
      from: { path: SRC, pathNot: [TESTS, '(^|/)testing/'] },
      to: { path: `${SRC}testing/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)dist/' },
  },
};
