import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { HttpPlayer, PlayerState, requestsSentInThisThread } from './http-client';
import { LatencySummary, sleep, summarize } from './stats';
import { WorkloadContext, workloads } from './workloads';

export type WorkloadName = keyof typeof workloads;

export interface PhaseOutcome extends LatencySummary {
  /** Answers other than 2xx, by status and code (e.g. the daily withdrawal limit). */
  refused: Record<string, number>;
  /**
   * Every HTTP request the phase sent: the timed commands, the refused ones, and the steps a command
   * needs first (a payment intent, a match to join), so CPU can be counted per request fairly.
   */
  requests: number;
}

export interface PhaseOrder {
  clients: PlayerState[];
  /** Players who open the matches a join needs (not timed). */
  creators: PlayerState[];
  workload: WorkloadName;
  seconds: number;
  /**
   * Stop once this many were accepted (the rate is then over the time that took): one wallet may
   * only withdraw $10,000 a day, so a hot wallet accepts at most 1,000 $10 withdrawals.
   */
  maxAccepted?: number;
}

/**
 * One timed load phase, run in a worker thread of its own: the clients are not in the server's
 * thread, as real browsers are not, so the server's event loop does only server work.
 */
export function runPhaseInWorker(
  clients: HttpPlayer[],
  creators: HttpPlayer[],
  workload: WorkloadName,
  seconds: number,
  maxAccepted?: number,
): Promise<PhaseOutcome> {
  const order: PhaseOrder = {
    clients: clients.map((c) => c.state()),
    creators: creators.map((c) => c.state()),
    workload,
    seconds,
    maxAccepted,
  };
  const worker = new Worker(join(__dirname, 'load-worker.js'), { workerData: order });
  return new Promise<PhaseOutcome>((resolve, reject) => {
    worker.once('message', (outcome: PhaseOutcome) => resolve(outcome));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker stopped with exit code ${code}`));
    });
  });
}

/** The phase itself: every client sends its workload again and again until the time is up. */
export async function runPhase(order: PhaseOrder): Promise<PhaseOutcome> {
  const clients = order.clients.map((c) => HttpPlayer.from(c));
  const context: WorkloadContext = {
    creators: order.creators.map((c) => HttpPlayer.from(c)),
    openMatches: new Map(),
    counter: { next: 0 },
  };
  const workload = workloads[order.workload];
  const requestsBefore = requestsSentInThisThread();
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + order.seconds * 1000;
  const cap = order.maxAccepted ?? Infinity;
  let ended: number | null = null;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline && latencies.length < cap) {
        const answer = await workload(client, context);
        if (answer.status >= 200 && answer.status < 300) {
          latencies.push(answer.ms);
          if (latencies.length >= cap) ended ??= performance.now();
        } else {
          const key = `${answer.status} ${typeof answer.body.code === 'string' ? answer.body.code : ''}`.trim();
          refused[key] = (refused[key] ?? 0) + 1;
          if (answer.status >= 500) await sleep(20);
        }
      }
    }),
  );
  return {
    ...summarize(latencies, (ended ?? performance.now()) - started),
    refused,
    requests: requestsSentInThisThread() - requestsBefore,
  };
}
