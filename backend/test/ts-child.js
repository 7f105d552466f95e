/**
 * Runs a TypeScript entry point in a child process without a build (see ts-register.js).
 * Usage: node test/ts-child.js src/…/entry.ts
 */
const { resolve } = require('node:path');

require('./ts-register');
require(resolve(process.argv[2]));
