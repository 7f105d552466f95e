import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { GlobalPosition, START_POSITION, comparePositions } from './event-store/event-store.port';
import { ProjectionTimeoutError } from './infrastructure/event-sourcing/projection-timeout.error';
import { LedgerSubscribers, ProjectionStatus, ReadModels } from './projections/runner/read-models';

/** What the worker thread is started with. */
export interface ProjectionWorkerData {
  databaseUrl: string;
  eventStoreConnectionString?: string;
}

type Method = 'waitFor' | 'status' | 'catchUp';
/** The worker's two runners: the read models, and the ledger subscribers that append mirrors. */
type RunnerName = 'readModels' | 'subscribers';
type CallArgs = { position?: GlobalPosition; timeoutMs?: number; names?: readonly string[] };

/** Messages to the worker thread. */
export type ToWorker =
  | { type: 'nudge' }
  | { type: 'stop' }
  | ({ type: 'call'; id: number; runner: RunnerName; method: Method } & CallArgs);

/** Messages from the worker thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'log'; message: string }
  /** A ledger subscriber appended a mirror (the app's write fence moves to it). */
  | { type: 'appended'; position: GlobalPosition }
  | { type: 'reply'; id: number; value?: unknown; error?: { message: string; timeoutMs?: number } };

/** A worker that stopped on its own (a bug, the database unreachable at its start) is started again after this. */
const RESTART_AFTER_MS = 1000;
/** How long stop() lets the worker finish its batch and close its connections before it is terminated. */
const STOP_GRACE_MS = 10_000;

/**
 * The read models and the ledger subscribers applied on a worker thread of their own (a
 * ProjectionRunner each, with their own connections there), so that applying events never queues
 * behind HTTP requests on the app's event loop, nor the requests behind a batch. Leadership
 * (advisory locks), checkpoints and failures work exactly as with runners on the main thread; this
 * class only carries the calls over. See docs/decisions/projections-and-bench.md "The projection
 * worker".
 */
export class ProjectionWorker extends ReadModels {
  private worker: Worker | null = null;
  private running = false;
  private nextId = 0;
  private readonly calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private ready: Promise<void> = Promise.resolve();
  private signalReady: () => void = () => undefined;
  private waiting = false;
  private readonly readModels = new RemoteRunner(this, (method, args) => this.call('readModels', method, args));
  readonly subscribers: LedgerSubscribers = new RemoteRunner(this, (method, args) =>
    this.call('subscribers', method, args),
  );

  /** `appended`: told of each mirror the subscribers append (the app's write fence notes it). */
  constructor(
    private readonly data: ProjectionWorkerData,
    private readonly log: (message: string) => void,
    private readonly appended: (position: GlobalPosition) => void = () => undefined,
  ) {
    super();
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.spawn();
  }

  async stop(): Promise<void> {
    this.running = false;
    const worker = this.worker;
    if (!worker) return this.signalReady();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'stop' } satisfies ToWorker);
    const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  nudge(): void {
    this.worker?.postMessage({ type: 'nudge' } satisfies ToWorker);
  }

  waitFor(position: GlobalPosition, timeoutMs?: number, names?: readonly string[]): Promise<void> {
    return this.readModels.waitFor(position, timeoutMs, names);
  }

  status(): Promise<ProjectionStatus[]> {
    return this.readModels.status();
  }

  catchUp(): Promise<number> {
    return this.readModels.catchUp();
  }

  private async call(runner: RunnerName, method: Method, args: CallArgs): Promise<unknown> {
    await this.ready;
    const worker = this.worker;
    if (!worker) throw new Error('The projection worker is not running.');
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      worker.postMessage({ type: 'call', id, runner, method, ...args } satisfies ToWorker);
    });
  }

  /** Calls made from now on wait for the next 'ready' (or for the worker to be stopped). */
  private awaitReady(): void {
    if (this.waiting) return;
    this.waiting = true;
    this.ready = new Promise<void>((resolve) => {
      this.signalReady = () => {
        this.waiting = false;
        resolve();
      };
    });
  }

  private spawn(): void {
    const worker = startThread(this.data);
    this.worker = worker;
    this.awaitReady();
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') this.signalReady();
      else if (message.type === 'log') this.log(message.message);
      else if (message.type === 'appended') this.appended(message.position);
      else this.settle(message);
    });
    worker.on('error', (error) => this.log(`projection worker: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => {
      this.worker = null;
      for (const [id, call] of this.calls) {
        this.calls.delete(id);
        call.reject(new Error(`The projection worker stopped (exit code ${code}) before answering.`));
      }
      if (!this.running) return this.signalReady();
      // Reads keep waiting (within their own timeouts) for the new worker rather than failing.
      this.awaitReady();
      this.log(`projection worker stopped with exit code ${code}; starting it again in ${RESTART_AFTER_MS} ms`);
      setTimeout(() => {
        if (this.running && !this.worker) this.spawn();
        else this.signalReady();
      }, RESTART_AFTER_MS).unref();
    });
  }

  private settle(message: Extract<FromWorker, { type: 'reply' }>): void {
    const call = this.calls.get(message.id);
    if (!call) return;
    this.calls.delete(message.id);
    if (!message.error) return call.resolve(message.value);
    call.reject(
      message.error.timeoutMs !== undefined
        ? new ProjectionTimeoutError(message.error.timeoutMs)
        : new Error(message.error.message),
    );
  }
}

/** One of the worker's runners, called from the app's thread. */
class RemoteRunner implements LedgerSubscribers {
  /** The newest position the worker has confirmed this runner reached (no message needed below it). */
  private reached: GlobalPosition = START_POSITION;

  constructor(
    private readonly worker: { readonly isRunning: boolean; nudge(): void },
    private readonly call: (method: Method, args: CallArgs) => Promise<unknown>,
  ) {}

  get isRunning(): boolean {
    return this.worker.isRunning;
  }

  nudge(): void {
    this.worker.nudge();
  }

  async waitFor(position: GlobalPosition, timeoutMs = 5000, names?: readonly string[]): Promise<void> {
    if (comparePositions(this.reached, position) >= 0) return;
    await this.call('waitFor', { position, timeoutMs, names });
    // Only a wait for all of them says where all of them are.
    if (!names && comparePositions(position, this.reached) > 0) this.reached = position;
  }

  async status(): Promise<ProjectionStatus[]> {
    return (await this.call('status', {})) as ProjectionStatus[];
  }

  async catchUp(): Promise<number> {
    return (await this.call('catchUp', {})) as number;
  }
}

/**
 * The compiled worker (dist/projection-worker.thread.js); from the TypeScript sources (specs), the
 * same file through the transpile-on-require hook the specs' child processes use.
 */
function startThread(workerData: ProjectionWorkerData): Worker {
  if (__filename.endsWith('.js')) return new Worker(join(__dirname, 'projection-worker.thread.js'), { workerData });
  const hook = join(__dirname, '../test/ts-register.js');
  const entry = join(__dirname, 'projection-worker.thread.ts');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData,
  });
}
