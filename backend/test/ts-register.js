/**
 * Transpiles each .ts file on require, so TypeScript entry points run without a build: child
 * processes (ts-child.js) and worker threads started from the sources (the projection worker, once
 * per app a spec starts). The same swc options as jest's transform (test/swc-options.js), so the
 * code a spec loads and the code its app's threads load are transpiled alike. The output is cached
 * on disk by the file's path and content, so only the first start after a change pays for
 * transpiling (swc and its native binding are loaded then, not on a cache hit).
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const options = require('./swc-options');
/** @swc/core, loaded on the first file not in the cache. */
let swc;
const CACHE = join(__dirname, '../../node_modules/.cache/courtcash-ts-register');

/** The installed swc's version and the options: the cache key changes with either. */
const KEY = `${JSON.parse(readFileSync(require.resolve('@swc/core/package.json'), 'utf8')).version}\0${JSON.stringify(options)}`;

function transpile(source, filename) {
  const key = createHash('sha1').update(`${KEY}\0${filename}\0${source}`).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    swc ??= require('@swc/core');
    const { code } = swc.transformSync(source, { ...options, filename, swcrc: false, configFile: false });
    try {
      mkdirSync(CACHE, { recursive: true });
      const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, code);
      renameSync(partial, cached); // atomic: a concurrent reader sees the whole file or none
    } catch {
      // A read-only tree just transpiles every time.
    }
    return code;
  }
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(readFileSync(filename, 'utf8'), filename), filename);
};
