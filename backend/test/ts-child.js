/**
 * Runs a TypeScript entry point in a child process without a build: each .ts file is transpiled
 * on require (isolatedModules, as ts-jest does). Usage: node test/ts-child.js src/…/entry.ts
 */
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};

require(resolve(process.argv[2]));
