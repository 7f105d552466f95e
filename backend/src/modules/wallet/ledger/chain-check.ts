/**
 * Joins the chain and seal checks to the ledger report with as little as possible of
 * ledger-verifier.ts: each chain or seal problem becomes a difference, and the report gains a
 * `chain` section.
 */
import { DataSource } from 'typeorm';
import { EventStore } from '../../../event-store/event-store.port';
import { readSeals, streamEnds, streamsInOrder } from './chain-source';
import { ChainProblem, ChainReport, DigestCheck, verifyChains } from './chain-verifier';
import { DigestDocument } from './ledger-chain';
import type { LedgerDifference, LedgerReport } from './ledger-verifier';

export interface ChainSection {
  /** False on EventStoreDB: its events carry no hashes. */
  supported: boolean;
  checkedEvents: number;
  checkedStreams: number;
  checkedSeals: number;
  unsealedEvents: number;
  lastSeal: ChainReport['lastSeal'];
  problems: ChainProblem[];
  digest: DigestCheck | null;
}

export type LedgerReportWithChain = LedgerReport & { chain: ChainSection };

export async function checkChain(
  store: EventStore,
  dataSource: DataSource,
  options: { trustedKeys: string[]; digest?: DigestDocument },
): Promise<ChainSection> {
  if (store.kind !== 'postgres') {
    return {
      supported: false,
      checkedEvents: 0,
      checkedStreams: 0,
      checkedSeals: 0,
      unsealedEvents: 0,
      lastSeal: null,
      problems: [],
      digest: options.digest
        ? {
            sealId: options.digest.sealId,
            ok: false,
            message: 'EventStoreDB events carry no hashes: no digest can be checked.',
          }
        : null,
    };
  }
  const report = await verifyChains({
    streams: streamsInOrder(dataSource),
    seals: await readSeals(dataSource),
    streamEnds: await streamEnds(dataSource),
    trustedKeys: options.trustedKeys,
    digest: options.digest,
  });
  const { ok: _ok, ...section } = report;
  return { supported: true, ...section };
}

export function withChain(report: LedgerReport, chain: ChainSection): LedgerReportWithChain {
  const differences: LedgerDifference[] = chain.problems.map((problem) => ({
    check: problem.kind === 'seal' ? 'seal' : 'chain',
    subject: problem.stream !== null ? `${problem.stream}@${problem.revision ?? '?'}` : `seal:${problem.sealId ?? '?'}`,
    message: problem.message,
  }));
  if (chain.digest && !chain.digest.ok)
    differences.push({ check: 'seal', subject: `digest:${chain.digest.sealId}`, message: chain.digest.message });
  return {
    ...report,
    ok: report.ok && differences.length === 0,
    differences: [...differences, ...report.differences],
    chain,
  };
}
