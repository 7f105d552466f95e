#!/usr/bin/env node
/**
 * Measures how long each grouped integration spec file takes in its group and writes
 * test/groups/spec-times.json, which splits the groups (split.ts). Run it when the groups have
 * drifted apart (a group's time in jest's output far from the others'):
 *   npm run test:spec-times -w backend            runs the grouped specs (2 workers), then writes
 *   node test/groups/record-spec-times.js a.jsonl  writes from logs a run with SPEC_TIMES_FILE left
 * Several logs are averaged. Files the logs do not mention keep their entry while they exist.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const BACKEND = join(__dirname, '../..');
const TABLE = join(__dirname, 'spec-times.json');

function run() {
  const log = join(mkdtempSync(join(tmpdir(), 'spec-times-')), 'times.jsonl');
  const jest = spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--maxWorkers=2', '--selectProjects', 'integration-grouped'],
    { cwd: BACKEND, stdio: 'inherit', env: { ...process.env, SPEC_TIMES_FILE: log } },
  );
  if (jest.status !== 0) {
    console.error('The grouped specs failed: spec-times.json is left as it was.');
    process.exit(jest.status ?? 1);
  }
  return [log];
}

const logs = process.argv.length > 2 ? process.argv.slice(2) : run();
const runs = new Map();
for (const log of logs) {
  for (const line of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
    const { file, wallS } = JSON.parse(line);
    runs.set(file, [...(runs.get(file) ?? []), wallS]);
  }
}
const old = existsSync(TABLE) ? JSON.parse(readFileSync(TABLE, 'utf8')).seconds : {};
const seconds = {};
for (const file of [...new Set([...Object.keys(old), ...runs.keys()])].sort()) {
  if (!existsSync(join(BACKEND, file))) continue; // a spec file that was removed or renamed
  const measured = runs.get(file);
  seconds[file] = measured
    ? Math.round((measured.reduce((sum, s) => sum + s, 0) / measured.length) * 10) / 10
    : old[file];
}
const about =
  'Wall seconds of each grouped spec file in its group (first hook to last, app start and close included), ' +
  'from test/groups/record-spec-times.js. test/groups/split.ts balances the groups by them.';
writeFileSync(TABLE, `${JSON.stringify({ about, seconds }, null, 2)}\n`);
console.log(`spec-times.json: ${Object.keys(seconds).length} files, ${runs.size} measured now.`);
