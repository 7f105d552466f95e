/**
 * Layer rules (docs/decisions.md, "Layers"). From the bottom up:
 *   domain (pure TypeScript)  <-  config, infrastructure (+ the event-store port)  <-  event-store, projections, payments  <-  modules
 * and the composition root (backend/src/*.ts, scripts/) on top, which may import anything.
 * A module uses another module only through its public file, `modules/<m>/<m>.public.ts`, or its Nest
 * module, `modules/<m>/<m>.module.ts` (for `imports: [...]`). Specs and spec helpers may wire anything.
 */
const SRC = '^backend/src/';
const SPECS = '\\.(spec|spec-helper)\\.ts$';
const ROOT = '^backend/src/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'backend/src/domain must not import Nest, TypeORM, pg, Stripe, EventStoreDB or anything outside the domain.',
      from: { path: '^backend/src/domain' },
      to: {
        // openskill is pure rating math and immutable pure persistent collections, allowed for the
        // same reason as Node's crypto.
        pathNot: [
          '^backend/src/domain',
          '^node:',
          '^(crypto|util)$',
          'node_modules/openskill/',
          'node_modules/immutable/',
        ],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      from: { path: '^backend/src/domain' },
      to: { path: 'node_modules/(@nestjs|typeorm|pg|stripe|@eventstore|express)' },
    },
    {
      name: 'infrastructure-below-features',
      severity: 'error',
      comment:
        'infrastructure/ and config/ are the technical floor: they may use the domain and the event-store port, never modules, projections, payments, scripts or the composition root.',
      from: { path: `${SRC}(infrastructure|config)/`, pathNot: SPECS },
      to: { path: [`${SRC}(modules|projections|payments|scripts)/`, ROOT] },
    },
    {
      name: 'infrastructure-uses-only-the-event-store-port',
      severity: 'error',
      comment:
        'infrastructure/ may name the event-store contract (event-store.port.ts), never an adapter (postgres, eventstoredb) or the factory that picks one.',
      from: { path: `${SRC}(infrastructure|config)/`, pathNot: SPECS },
      to: { path: `${SRC}event-store/`, pathNot: `${SRC}event-store/event-store\\.port\\.ts$` },
    },
    {
      name: 'event-store-below-features',
      severity: 'error',
      comment: 'The event store knows events, never the modules, projections or payments that use it.',
      from: { path: `${SRC}event-store/`, pathNot: SPECS },
      to: { path: [`${SRC}(modules|projections|payments|scripts)/`, ROOT] },
    },
    {
      name: 'projections-below-modules',
      severity: 'error',
      comment:
        'Projections fold events from the domain into read models; they never import a module (move shared deciders and types into the domain) or payments.',
      from: { path: `${SRC}projections/`, pathNot: SPECS },
      to: { path: [`${SRC}(modules|payments|scripts)/`, ROOT] },
    },
    {
      name: 'payments-below-modules',
      severity: 'error',
      comment:
        'payments/ is the payment-provider adapter; HTTP endpoints that need sign-in live in a module (modules/wallet).',
      from: { path: `${SRC}payments/`, pathNot: SPECS },
      to: { path: [`${SRC}(modules|projections|scripts)/`, ROOT] },
    },
    {
      name: 'modules-only-through-public-file',
      severity: 'error',
      comment:
        'A module may use another module only through modules/<m>/<m>.public.ts (or import its Nest module, <m>.module.ts); everything else in a module is its internals.',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: SPECS },
      to: {
        path: `${SRC}modules/`,
        pathNot: [`${SRC}modules/$1/`, `${SRC}modules/([^/]+)/\\1\\.(public|module)\\.ts$`],
      },
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
