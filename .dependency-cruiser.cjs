/** Layer rules: the domain is pure TypeScript (STYLE.md habit 1). */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'backend/src/domain must not import Nest, TypeORM, pg, Stripe, EventStoreDB or anything outside the domain.',
      from: { path: '^backend/src/domain' },
      to: {
        // openskill is pure rating math, allowed for the same reason as Node's crypto.
        pathNot: ['^backend/src/domain', '^node:', '^(crypto|util)$', 'node_modules/openskill/'],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '^backend/src/domain' },
      to: { path: 'node_modules/(@nestjs|typeorm|pg|stripe|@eventstore|express)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^backend/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    exclude: { path: '(^|/)dist/' },
  },
};
