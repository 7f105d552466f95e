/**
 * Transpiles each .ts file on require (isolatedModules, as ts-jest does), so TypeScript entry points
 * run without a build: child processes (ts-child.js) and worker threads started from the sources
 * (the projection worker, once per app a spec starts). The output is cached on disk by the file's
 * path and content, so only the first start after a change pays for transpiling.
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
/** The TypeScript compiler, loaded on the first file not in the cache (loading it costs ~0.5 s of CPU). */
let typescript;
const CACHE = join(__dirname, '../../node_modules/.cache/courtcash-ts-register');

/** The installed compiler's version, read from its package.json: the cache key changes with it. */
const TS_VERSION = JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;

function transpile(source, filename) {
  const key = createHash('sha1').update(`${TS_VERSION}\0${filename}\0${source}`).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    typescript ??= require('typescript');
    const compilerOptions = {
      module: typescript.ModuleKind.CommonJS,
      target: typescript.ScriptTarget.ES2022,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      esModuleInterop: true,
    };
    const { outputText } = typescript.transpileModule(source, { compilerOptions, fileName: filename });
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
