/**
 * Transpiles each .ts file on require (isolatedModules, as ts-jest does), so TypeScript entry points
 * run without a build: child processes (ts-child.js) and worker threads started from the sources
 * (the projection worker, once per app a spec starts). The output is cached on disk by the file's
 * path and content, so only the first start after a change pays for transpiling.
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
};
const CACHE = join(__dirname, '../../node_modules/.cache/courtcash-ts-register');

function transpile(source, filename) {
  const key = createHash('sha1').update(`${ts.version}\0${filename}\0${source}`).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    try {
      mkdirSync(CACHE, { recursive: true });
      const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, outputText);
      renameSync(partial, cached); // atomic: a concurrent reader sees the whole file or none
    } catch {
      // A read-only tree just transpiles every time.
    }
    return outputText;
  }
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(readFileSync(filename, 'utf8'), filename), filename);
};
