// `npm run lint`: every check, in two lanes at once, so both of the machine's two cores work. tsc (lint:types,
// five projects one after another) is the longest, so it has a lane of its own, followed by the API types check
// (lint:types builds backend/dist, which lint:api:check reads); oxlint, oxfmt and the layer rules follow each
// other in the other lane. Each check's output is printed when it ends, whole, so the two lanes' lines do not
// interleave. Every check runs even if one fails, and the exit code is non-zero if any failed. Each is an npm
// script of its own.
import { spawn } from 'node:child_process';

// lint:api:check is lint:api without its backend build: lint:types built backend/dist just before, in this lane.
const LANES = [
  ['lint:oxlint', 'lint:format', 'lint:layers'],
  ['lint:types', 'lint:api:check'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

function run(script) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? 'passed' : 'FAILED'}: ${script} (${seconds} s)\n`);
      resolve({ script, ok: code === 0 });
    });
  });
}

async function lane(scripts) {
  const results = [];
  for (const script of scripts) results.push(await run(script));
  return results;
}

const results = (await Promise.all(LANES.map(lane))).flat();
const failed = results.filter((result) => !result.ok).map((result) => result.script);
console.log(`lint: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
if (failed.length > 0) {
  console.log(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
