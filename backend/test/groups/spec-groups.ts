/**
 * The integration specs, run in groups (docs/decisions/test-tiers.md, "One module graph per group").
 *
 * Jest gives every test file its own module registry, so each of the ~115 integration files used to
 * load and evaluate the app's whole module graph again (Nest, TypeORM, the SDKs: about 5 s a file
 * on this machine, more than the app start itself). A group file requires several spec files, each
 * inside a describe block named after it, so they share one registry: the graph is loaded once per
 * group. Specs that need nothing of their own (`sharedTestApp()`, test/test-app.ts says when) share
 * one started app: they run first in the group, and it is started by the first of them and closed
 * after the last of them; every other spec starts its own app (`startTestApp()`) on its own fresh database in its own `beforeAll`. Each
 * spec's top-level hooks are scoped to its describe block.
 *
 * `npx jest path/to/x.e2e.spec.ts` still runs one spec file alone (jest project `integration`);
 * `npm test -w backend` and `npm run test:integration -w backend` run the groups (project
 * `integration-grouped`) and the files in ALONE. The groups are balanced by measured time (split.ts).
 */
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import workerThreads, { Worker } from 'node:worker_threads';
import passport from 'passport';
import ALONE_FILES from './alone.json';
import SPEC_TIMES from './spec-times.json';
import { SpecCost, splitByTime } from './split';
import { closeSharedTestApp, isStartingSharedApp, shareTestApps } from '../test-app';

/** How many group files exist (test/groups/group-NN.spec.ts): a few per worker, so two workers stay balanced. */
export const GROUPS = 8;

/**
 * Spec files that run in their own registry, as before: they start or kill PostgreSQL processes and
 * watch process-level state (signals, orphans, ports), which should not outlive into other specs.
 */
export const ALONE: readonly string[] = ALONE_FILES; // alone.json, which jest.config.js reads too

const BACKEND = join(__dirname, '../..');
const INTEGRATION = /\.(int|e2e)\.spec\.ts$/;

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(path);
    return INTEGRATION.test(entry.name) ? [relative(BACKEND, path).split('\\').join('/')] : [];
  });
}

/**
 * Every grouped spec file, split into GROUPS lists that take about the same time: by each file's
 * measured seconds in spec-times.json (split.ts; a new file counts by its size until it is measured).
 * The same split on every machine; `npm run test:spec-times -w backend` measures the table again.
 */
export function groupedSpecFiles(): string[][] {
  const measured = (SPEC_TIMES as { seconds: Record<string, number> }).seconds;
  const specs = [...specFiles(join(BACKEND, 'src')), ...specFiles(join(BACKEND, 'test'))]
    .filter((file) => !ALONE.includes(file))
    .map((file): SpecCost => ({ file, bytes: statSync(join(BACKEND, file)).size, seconds: measured[file] }));
  return splitByTime(specs, GROUPS);
}

/**
 * The one piece of process-wide state the app registers into a shared module: passport's
 * Authenticator keeps every app's session (de)serializer in a list and asks the first one first. In
 * its own registry a spec file started with an empty list; so it does here, or an earlier spec's
 * app would answer for this one's sessions (signed-in players turned away with 401).
 */
function forgetEarlierApps(): void {
  const authenticator = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
  authenticator._serializers.length = 0;
  authenticator._deserializers.length = 0;
}

/** The worker threads the group's specs started that have not exited yet: each app's projection worker. */
const liveThreads = new Set<Worker>();

/**
 * Counts the threads the specs start. Core modules are one object for every module registry, and
 * src/projection-worker.ts reads `Worker` from it when it starts a thread, so the group sees them all.
 */
function trackThreads(): void {
  const Original = workerThreads.Worker;
  class TrackedWorker extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      if (isStartingSharedApp()) return; // the shared app's worker lives until the group's end
      liveThreads.add(this);
      this.once('exit', () => liveThreads.delete(this));
    }
  }
  beforeAll(() => {
    workerThreads.Worker = TrackedWorker;
  });
  afterAll(() => {
    workerThreads.Worker = Original;
  });
}

/** How long a closed app's worker may take to exit (ProjectionWorker.stop terminates it after 10 s). */
const THREAD_EXIT_MS = 12_000;

/**
 * After a spec file's last hook: every thread it started has exited. An app left running (a missing
 * `t.close()`) keeps its projection worker, connections and timers going under the next specs of the
 * group, which a file of its own never saw; it fails here, named, and is stopped so the rest run clean.
 */
async function expectNoThreadLeft(file: string): Promise<void> {
  const deadline = Date.now() + THREAD_EXIT_MS;
  while (liveThreads.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const left = liveThreads.size;
  if (left === 0) return;
  await Promise.all([...liveThreads].map((thread) => thread.terminate()));
  throw new Error(
    `${file} left ${left} worker thread(s) running after its last test: an app it started was not closed ` +
      `(await t.close() in afterAll), so it would run on under the next specs of its group.`,
  );
}

/**
 * With SPEC_TIMES_FILE set, appends a line per spec file to that file: its wall time in the group
 * (first hook to last hook, app starts and closes included) and the CPU time of this jest worker
 * process in that span (all its threads, so the apps' projection workers too; PostgreSQL not
 * included). `npm run test:spec-times -w backend` turns such a file into spec-times.json.
 * Returns the afterAll that writes the line; its beforeAll is registered here, first in the block.
 */
function timeSpecFile(group: number, file: string): () => void {
  const out = process.env.SPEC_TIMES_FILE;
  if (!out) return () => undefined;
  let wall = 0;
  let cpu = { user: 0, system: 0 };
  beforeAll(() => {
    wall = performance.now();
    cpu = process.cpuUsage();
  });
  return () => {
    const used = process.cpuUsage(cpu);
    const line = {
      group,
      file,
      wallS: Math.round(performance.now() - wall) / 1000,
      cpuS: Math.round((used.user + used.system) / 1000) / 1000,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  };
}

/** Whether a spec file asks for the group's shared app (test-app.ts: only spec files call it). */
function usesSharedApp(file: string): boolean {
  return readFileSync(join(BACKEND, file), 'utf8').includes('sharedTestApp(');
}

/**
 * Registers group `index`'s spec files (1-based), each in a describe block named by its path. The
 * specs that share the group's app run first, and the app is closed after the last of them: an idle
 * app still costs CPU (its projection runners poll the store every 250 ms, in Node and in
 * PostgreSQL), and it used to idle through the rest of the group.
 */
export function runGroup(index: number): void {
  const groupFiles = readdirSync(__dirname).filter((name) => /^group-\d+\.spec\.ts$/.test(name));
  if (groupFiles.length !== GROUPS)
    throw new Error(
      `test/groups has ${groupFiles.length} group files but GROUPS is ${GROUPS}: some specs would not run.`,
    );
  const files = groupedSpecFiles()[index - 1];
  if (!files) throw new Error(`There is no spec group ${index} (GROUPS is ${GROUPS}).`);
  const sharing = files.filter(usesSharedApp);
  const ordered = [...sharing, ...files.filter((file) => !sharing.includes(file))];
  trackThreads();
  // Specs that need no app of their own share one (sharedTestApp in test-app.ts), closed after the
  // last of them (below). A top-level hook as well, which runs after every describe block's own
  // afterAll: it closes the app if that spec's hooks did not run (a run filtered by test name).
  shareTestApps();
  afterAll(closeSharedTestApp, THREAD_EXIT_MS + 30_000);
  for (const file of ordered) {
    describe(file, () => {
      const timing = timeSpecFile(index, file);
      beforeAll(forgetEarlierApps);
      jest.requireActual(join(BACKEND, file));
      // Declared after the spec's own top-level hooks, so they run after them (its afterAll closes its app).
      if (file === sharing.at(-1)) afterAll(closeSharedTestApp, THREAD_EXIT_MS + 30_000);
      afterAll(() => expectNoThreadLeft(file), THREAD_EXIT_MS + 5_000);
      afterAll(timing);
    });
  }
}
