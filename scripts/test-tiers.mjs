// `npm test`: every tier in order, stopping at the first that fails, then the time each one took
// (the split the README records). Each tier is an npm script of its own and can be run alone.
import { spawnSync } from 'node:child_process';

const TIERS = [
  ['lint', ['run', 'lint']],
  ['backend (unit + integration)', ['run', 'test', '-w', 'backend']],
  ['frontend', ['run', 'test', '-w', 'frontend']],
  ['browser', ['run', 'test:browser']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const [name, args] of TIERS) {
  const started = Date.now();
  const run = spawnSync(npm, args, { stdio: 'inherit' });
  times.push([name, (Date.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, seconds per tier:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(30)} ${seconds.toFixed(0).padStart(5)}`);
console.log(`  ${'total'.padEnd(30)} ${total.toFixed(0).padStart(5)}`);
if (failed) {
  console.log(`\nThe ${failed} tier failed; the tiers after it did not run.`);
  process.exit(1);
}
