// `npm test`: every tier, in stages, then the time each one took (the split the README records).
// A stage's tiers run side by side; each tier's steps run in order. The browser tier mostly waits
// (on its app and Chromium: it keeps about half a core busy) and the frontend tier keeps one core
// busy, so they share a stage; they share no state (the frontend tier reads no build, uses no
// database and no port). Lint has two lanes of its own (scripts/lint.mjs); the backend tier has two
// workers, and its timing-sensitive specs get the machine to themselves.
//
// Lint builds the backend (lint:types) and type-checks the frontend project the frontend build
// checks, so the browser tier does not build the backend again, and bundles the frontend without a
// second `tsc` (`npm run bundle -w frontend`: vite build and the size budgets). Run alone,
// `npm run test:browser` builds everything first.
//
// A failing tier fails `npm test`: the rest of its stage still runs, the later stages do not, and
// the summary names every tier that failed. The first tier of a stage prints as it goes; the others
// print their output whole when they end, so lines do not interleave.
import { spawn } from 'node:child_process';

const STAGES = [
  [{ name: 'lint (two lanes)', steps: [['run', 'lint']] }],
  [{ name: 'backend (unit + integration)', steps: [['run', 'test', '-w', 'backend']] }],
  [
    {
      name: 'browser (frontend bundle included)',
      steps: [
        ['run', 'bundle', '-w', 'frontend'],
        ['run', 'test:browser:run'],
      ],
    },
    { name: 'frontend', steps: [['run', 'test', '-w', 'frontend']] },
  ],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (from, to = Date.now()) => (to - from) / 1000;

/** Runs one npm command; resolves with whether it passed. Buffered output is printed when it ends. */
function step(args, live) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (!live) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function tier({ name, steps }, live) {
  const begun = Date.now();
  let ok = true;
  for (const args of steps) {
    ok = await step(args, live);
    if (!ok) break;
  }
  const result = { name, ok, from: seconds(started, begun), took: seconds(begun) };
  console.log(`\n${ok ? 'passed' : 'FAILED'}: ${name} (${result.took.toFixed(0)} s)\n`);
  return result;
}

const results = [];
for (const stage of STAGES) {
  const stageResults = await Promise.all(stage.map((t, index) => tier(t, index === 0)));
  results.push(stageResults);
  if (stageResults.some((result) => !result.ok)) break;
}

const total = seconds(started);
console.log('\nnpm test, seconds per tier (tiers on one line ran side by side):');
for (const stageResults of results) {
  const line = stageResults
    .map((r) => `${r.name} ${r.took.toFixed(0)}${r.ok ? '' : ' FAILED'}`)
    .join('  |  beside it: ');
  console.log(`  from ${stageResults[0].from.toFixed(0).padStart(4)} s: ${line}`);
}
console.log(`  total (wall clock) ${total.toFixed(0)} s`);
const failed = results.flat().filter((r) => !r.ok);
if (failed.length > 0) {
  const ran = results.flat().length;
  const all = STAGES.flat().length;
  console.log(`\nFailed: ${failed.map((r) => r.name).join(', ')}.`);
  if (ran < all)
    console.log(
      `Not run (later stages): ${STAGES.flat()
        .slice(ran)
        .map((t) => t.name)
        .join(', ')}.`,
    );
  process.exit(1);
}
