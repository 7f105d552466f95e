import { parentPort, workerData } from 'node:worker_threads';
import { PhaseOrder, runPhase } from './load-phase';

/** The load generator's thread (see runPhaseInWorker): runs one phase and posts its outcome. */
runPhase(workerData as PhaseOrder).then(
  (outcome) => parentPort?.postMessage(outcome),
  (error: unknown) => {
    throw error;
  },
);
