/** Frontend import rules: no cycles, and features stay independent (shared code lives in components/, lib/, api/). */
module.exports = {
  forbidden: [
    {
      // Guards the rules below: an unresolved '@/…' import would slip past them unseen.
      name: 'resolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment:
        'A feature (frontend/src/features/<x>) must not import another feature; move shared code to components/, lib/ or api/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // An absolute path: TypeScript finds no inputs when a relative config name meets a directory 'include'.
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    exclude: { path: '(^|/)dist/' },
  },
};
