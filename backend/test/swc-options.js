/**
 * How the backend's TypeScript is transpiled without a build, in one place: by jest (`@swc/jest`,
 * jest.config.js) for the specs, and by test/ts-register.js for the worker threads and child
 * processes they start (the projection worker, once per app a spec starts). Transpile only, with swc:
 * `npm run lint:types` type-checks every file already, so this only strips types. Nest and TypeORM
 * read the constructor and property types at run time: legacy decorators with metadata, class fields
 * with define semantics, as tsconfig.json's ES2022 target gives tsc.
 */
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
