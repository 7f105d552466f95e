/**
 * oxlint (.oxlintrc.json) reports each class of violation it replaced ESLint for, through the right TypeScript
 * project. Every case is planted in a temporary tree holding the repository's lint and tsconfig files and the
 * planted files only (never in backend/src or frontend/src, so a crash leaves nothing behind; the programs hold
 * just the plants, so the run is quick), and one oxlint run lints them all. `list[0]!` tells the projects apart:
 * production code is typed with noUncheckedIndexedAccess (the `!` is needed), specs and frontend tests without it
 * (the `!` is an unnecessary assertion). The full table of rules is in docs/decisions/test-tiers.md, "ESLint's cost".
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const oxlint = join(repoRoot, 'node_modules', 'oxlint', 'bin', 'oxlint');

const CONFIGS = [
  '.oxlintrc.json',
  'tsconfig.json',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'backend/tsconfig.tests.json',
  'frontend/tsconfig.json',
  'frontend/tsconfig.app.json',
  'frontend/tsconfig.tests.json',
  'e2e/tsconfig.json',
];

const PRODUCTION = `declare const anyValue: any;
declare const list: number[];
async function work(): Promise<number> {
  await Promise.resolve();
  return 1;
}
export function plants(): number {
  work();
  const unused = 1;
  debugger;
  // oxlint-disable-next-line no-debugger
  const first = list[0]!;
  return (anyValue.size as number) + first;
}
`;

const SPEC = `declare const anyValue: any;
declare const list: number[];
async function work(): Promise<number> {
  await Promise.resolve();
  return 1;
}
export function plants(): unknown {
  work();
  return [list[0]!, anyValue.size];
}
`;

const COMPONENT = `import { useEffect, useState } from 'react';
declare const list: number[];
export function Planted({ flag }: { flag: boolean }) {
  const [value, setValue] = useState(list[0]!);
  useEffect(() => {
    setValue(flag ? 1 : 2);
  }, []);
  if (flag) {
    const [other] = useState(0);
    return <p>{other}</p>;
  }
  return <p>{value}</p>;
}
`;

const FRONTEND_TEST = `declare const list: number[];
export const first = list[0]!;
`;

const E2E = `declare const anyValue: any;
async function work(): Promise<number> {
  await Promise.resolve();
  return 1;
}
export function plants(): unknown {
  work();
  return anyValue.size;
}
`;

/** [file, content, rules that must be reported, rules that must not be] */
const PLANTS: [string, string, string[], string[]][] = [
  [
    'backend/src/zz-planted-lint.ts',
    PRODUCTION,
    [
      'typescript(no-floating-promises)',
      'typescript(no-explicit-any)',
      'typescript(no-unsafe-member-access)',
      'eslint(no-unused-vars)',
      'eslint(no-debugger)',
      'unused-directive',
    ],
    ['typescript(no-unnecessary-type-assertion)'],
  ],
  [
    'backend/src/zz-planted-lint.unit.spec.ts',
    SPEC,
    ['typescript(no-floating-promises)', 'typescript(no-unnecessary-type-assertion)'],
    ['typescript(no-unsafe-member-access)', 'typescript(no-unsafe-return)'],
  ],
  [
    'frontend/src/zz-planted-lint.tsx',
    COMPONENT,
    ['react-hooks(rules-of-hooks)', 'react-hooks(exhaustive-deps)', 'react(set-state-in-effect)'],
    ['typescript(no-unnecessary-type-assertion)'],
  ],
  ['frontend/src/zz-planted-lint.test.ts', FRONTEND_TEST, ['typescript(no-unnecessary-type-assertion)'], []],
  ['e2e/zz-planted-lint.e2e.ts', E2E, ['typescript(no-floating-promises)'], ['typescript(no-unsafe-member-access)']],
];

describe('lint rules (oxlint)', () => {
  let tree: string;
  let status: number | null;
  let output: string;
  const reported = new Map<string, string[]>();

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'courtcash-lint-rules-'));
    for (const file of CONFIGS) cpSync(join(repoRoot, file), join(tree, file));
    for (const dir of ['', 'backend', 'frontend']) {
      const source = join(repoRoot, dir, 'node_modules');
      if (existsSync(source)) symlinkSync(source, join(tree, dir, 'node_modules'), 'dir');
    }
    for (const [file, content] of PLANTS) {
      mkdirSync(dirname(join(tree, file)), { recursive: true });
      writeFileSync(join(tree, file), content);
    }
    const run = spawnSync(process.execPath, [oxlint, '-f', 'unix', ...PLANTS.map(([file]) => file)], {
      cwd: tree,
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    status = run.status;
    output = `${run.stdout}${run.stderr}`;
    // `file:line:column: message [Error/plugin(rule)]`; an unused directive has no rule name.
    for (const line of run.stdout.split('\n')) {
      const found = /^(.+?):\d+:\d+: (.*) \[(?:Error|Warning)(?:\/(.+))?\]$/.exec(line);
      if (!found) continue;
      const rule = found[3] ?? (/^Unused oxlint-disable directive/.test(found[2]) ? 'unused-directive' : found[2]);
      reported.set(found[1], [...(reported.get(found[1]) ?? []), rule]);
    }
  });

  afterAll(() => {
    if (tree) rmSync(tree, { recursive: true, force: true });
  });

  it('fails the run and leaves the source tree alone', () => {
    expect({ status, output }).toMatchObject({ status: 1 });
    for (const [file] of PLANTS) expect(existsSync(join(repoRoot, file))).toBe(false);
  });

  it.each(PLANTS.map(([file, , expected, absent]) => [file, expected, absent] as const))(
    '%s: reported as expected',
    (file, expected, absent) => {
      const rules = reported.get(file) ?? [];
      for (const rule of expected) expect({ file, rules }).toEqual({ file, rules: expect.arrayContaining([rule]) });
      for (const rule of absent) expect({ file, rules }).not.toEqual({ file, rules: expect.arrayContaining([rule]) });
    },
  );
});
