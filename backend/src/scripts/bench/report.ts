import { CommandCpu } from './cpu-meter';
import type { RebuildResult } from './rebuild';
import { round, table } from './stats';

type Summary = { count: number; perSecond: number; p50ms: number; p99ms: number };
/** A load phase: a floor or a money command, run by the same clients and metered the same way. */
type Loaded = Summary & {
  clients: number;
  refused: Record<string, number>;
  cpu: CommandCpu;
  /** Every request the phase sent, set-up steps included, and the machine's CPU per request. */
  requests?: number;
  cpuPerRequest?: CommandCpu;
};
type Floor = Loaded & { floor: string; through: string };
type Phase = Loaded & {
  workload: string;
  wallets: string;
  lag: { p50ms: number; p99ms: number; maxMs: number; unresolved: number };
};

/** The human-readable part of the bench output (the JSON that follows has everything). */
interface LiveResult {
  loadAverage: number;
  streams: number;
  refused: number;
  changesPerSecond: { target: number; withoutStreams: number; withStreams: number };
  deliveries: number;
  lost: number;
  delayP50ms: number;
  delayP99ms: number;
  delayMaxms: number;
  heardBeforeAnswer: number;
  kibPerStream: number;
  cpuPerChange: Record<
    'withStreams' | 'withoutStreams',
    { appMsPerChange: number | null; postgresMsPerChange: number | null }
  >;
}

export function report(results: Record<string, unknown>): string {
  const out: string[] = [];
  const server = results.server as Record<string, string>;
  out.push(
    `PostgreSQL ${server.version}: fsync=${server.fsync}, synchronous_commit=${server.synchronous_commit}, ` +
      `wal_sync_method=${server.wal_sync_method} (the ceiling and the app ran on this same server).`,
  );
  const ceiling = results.ceiling as Record<string, Summary & { cpu?: CommandCpu }> | undefined;
  const wide = ceiling ? Object.entries(ceiling).at(-1)![1] : undefined;
  const cores = typeof results.cores === 'number' ? results.cores : undefined;
  if (ceiling) {
    out.push('\nRaw commit ceiling (pg driver, single-row INSERT, autocommit)');
    out.push(
      table([
        ['clients', 'commits/s', 'p50 ms', 'p99 ms', 'machine CPU ms/commit'],
        ...Object.entries(ceiling).map(([k, s]) => [
          k.replace('clients', ''),
          s.perSecond,
          s.p50ms,
          s.p99ms,
          s.cpu?.machineMsPerCommand ?? '-',
        ]),
      ]),
    );
  }
  const http = results.http as
    | { floors?: Floor[]; phases: Phase[]; overdraft: Record<string, unknown>; ledger: Record<string, unknown> }
    | undefined;
  if (http) {
    out.push('\nMoney commands through HTTP (createApp on loopback, sessions, Idempotency-Keys)');
    const floors = http.floors ?? [];
    out.push(httpTable(floors, http.phases, wide, cores));
    for (const f of floors)
      out.push(`FLOOR ${f.floor} (no money command, the same clients and load generator): ${f.through}.`);
    out.push(
      `machine CPU: this process (the app, its projection worker, the load generator) and PostgreSQL, per ` +
        `accepted command. CPU bound: ${cores ?? '?'} cores divided by it, as a share of the ceiling: no ` +
        `command that costs that much CPU can go faster on this machine, however well it queues.`,
    );
    const o = http.overdraft;
    out.push(
      `\nOverdraft race (one wallet, one session per client): ${String(o.racingWithdrawals)} x $10.00 on $500.00 -> ${String(o.accepted)} accepted, ` +
        `balance ${String(o.balanceAfter)}, overdrawn: ${String(o.overdrawn)}; hot wallet balance ${String(o.hotWalletBalance)}.`,
    );
    const l = http.ledger;
    out.push(
      `ledger:verify after the load: ${l.ok ? 'clean' : 'DIFFERENCES'} (${String(l.checkedWallets)} wallets, ${String(l.checkedEvents)} events).`,
    );
  }
  const two = results.instances as
    | {
        oneInstance: Summary;
        bothInstances: Summary;
        roundRobin: { reads: number; stale: number };
        handOffMs: number | null;
      }
    | undefined;
  if (two) {
    out.push('\nTwo app processes on one database (withdrawals, the same clients)');
    out.push(
      table([
        ['through', 'ok/s', 'p50 ms', 'p99 ms'],
        ['one instance', two.oneInstance.perSecond, two.oneInstance.p50ms, two.oneInstance.p99ms],
        ['both instances', two.bothInstances.perSecond, two.bothInstances.p50ms, two.bothInstances.p99ms],
      ]),
    );
    out.push(
      `Round-robin without sticky sessions (withdraw on one, read the balance at once on the other): ` +
        `${String(two.roundRobin.stale)} stale of ${String(two.roundRobin.reads)} reads (must be 0).`,
    );
    out.push(
      `kill -9 of the projection leader -> the other instance leads every projection after ${String(two.handOffMs)} ms.`,
    );
  }
  const live = results.live as LiveResult | undefined;
  if (live) {
    out.push(
      `\nLive streams (GET /api/live, one instance): ${live.streams} open (${live.refused} refused), ` +
        `${live.changesPerSecond.withStreams} changes/s (target ${live.changesPerSecond.target}); delay = from the ` +
        `event's recorded time to the stream; ${live.heardBeforeAnswer} deliveries arrived before the command's own answer; ` +
        `load average ${live.loadAverage} on ${String(cores ?? '?')} cores`,
    );
    out.push(
      table([
        [
          'deliveries',
          'lost',
          'delay p50 ms',
          'delay p99 ms',
          'max ms',
          'KiB/stream',
          'app CPU ms/change',
          'PG CPU ms/change',
        ],
        [
          live.deliveries,
          live.lost,
          live.delayP50ms,
          live.delayP99ms,
          live.delayMaxms,
          live.kibPerStream,
          `${String(live.cpuPerChange.withStreams.appMsPerChange)} (no streams: ${String(live.cpuPerChange.withoutStreams.appMsPerChange)})`,
          `${String(live.cpuPerChange.withStreams.postgresMsPerChange)} (no streams: ${String(live.cpuPerChange.withoutStreams.postgresMsPerChange)})`,
        ],
      ]),
    );
  }
  const rebuild = results.rebuild as RebuildResult | undefined;
  if (rebuild) {
    out.push(
      `\nRebuild: ${rebuild.events} events (generated in ${rebuild.generateSeconds} s) rebuilt in ${rebuild.rebuildSeconds} s ` +
        `= ${rebuild.eventsPerSecond} events/s (each event counted once; node CPU ${rebuild.nodeCpuSeconds} s ` +
        `= ${rebuild.eventsPerCpuSecond} events per CPU-second; PostgreSQL CPU ${rebuild.postgresCpuSeconds ?? 'n/a'} s; ` +
        `peak heap ${rebuild.peakHeapMiB} MiB, peak RSS ${rebuild.peakRssMiB} MiB; load average ` +
        `${rebuild.loadAverage.before} before, ${rebuild.loadAverage.after} after).`,
    );
    const used = rebuild.nodeCpuSeconds + (rebuild.postgresCpuSeconds ?? NaN);
    if (cores && Number.isFinite(used))
      out.push(
        `CPU bound: ${cores} cores at ${round(used)} CPU-seconds (node and PostgreSQL) allow at most ` +
          `${Math.round((rebuild.events * cores) / used)} events/s, however well the two overlap.`,
      );
    const chain = rebuild.chainVerify;
    out.push(
      `Hash chains of that log verified in ${chain.seconds} s = ${chain.eventsPerSecond} events/s ` +
        `(${chain.events} events, ${chain.streams} streams, ${chain.problems} problems).`,
    );
    const floor = rebuild.postgresFloor;
    if (floor)
      out.push(
        `PostgreSQL's floor for this log, whatever Node does: ${floor.readCpuSeconds} CPU-s to send every event once, ` +
          `${floor.loadCpuSeconds} CPU-s to load the rebuilt rows (COPY from files on the server, indexes kept).`,
      );
  }
  const append = results.append as
    | {
        runs: Array<{
          store: string;
          writers: number;
          batch: number;
          perSecond: number;
          eventsPerSecond: number;
          p50ms: number;
          p99ms: number;
        }>;
      }
    | undefined;
  if (append) {
    out.push(
      '\nAppends: this library (with its hash chain, and without it on a second database) vs Emmett (@event-driven-io/emmett-postgresql)',
    );
    out.push(
      table([
        ['store', 'writers', 'events/append', 'appends/s', 'events/s', 'p50 ms', 'p99 ms'],
        ...append.runs.map((r) => [r.store, r.writers, r.batch, r.perSecond, r.eventsPerSecond, r.p50ms, r.p99ms]),
      ]),
    );
  }
  return out.join('\n');
}

/**
 * The floors first (marked FLOOR: no money command, see floor.ts), then the money commands, each
 * also as a share of the app's own floor: what is left to gain inside the command path.
 */
function httpTable(floors: Floor[], phases: Phase[], wide: Summary | undefined, cores: number | undefined): string {
  const share = (perSecond: number, of: Summary | undefined) =>
    of && of.perSecond > 0 ? `${((100 * perSecond) / of.perSecond).toFixed(1)}%` : '-';
  const refused = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([k, n]) => `${k} x${n}`)
      .join('; ') || '-';
  const appFloor = floors.find((f) => f.floor === 'app empty read');
  // Issue 28: every money command's machine CPU per HTTP request against a withdrawal's, same run, same wallets.
  const withdrawalPerRequest = (wallets: string) =>
    phases.find((p) => p.workload === 'withdrawal request' && p.wallets === wallets)?.cpuPerRequest
      ?.machineMsPerCommand;
  const perRequest = (r: Floor | Phase) => r.cpuPerRequest?.machineMsPerCommand ?? null;
  const timesWithdrawal = (r: Floor | Phase) => {
    const mine = perRequest(r);
    const base = 'wallets' in r ? withdrawalPerRequest(r.wallets) : undefined;
    return mine !== null && base ? `${round(mine / base)}x` : '-';
  };
  const bound = (r: Floor | Phase) => {
    const ms = r.cpu.machineMsPerCommand;
    return ms && cores && wide ? share((cores * 1000) / ms, wide) : '-';
  };
  const row = (label: string, wallets: string, r: Floor | Phase, lag?: Phase['lag']) => [
    label,
    wallets,
    r.clients,
    r.perSecond,
    r.p50ms,
    r.p99ms,
    share(r.perSecond, wide),
    share(r.perSecond, appFloor),
    lag?.p50ms ?? '-',
    lag?.p99ms ?? '-',
    r.cpu.appMsPerCommand ?? '-',
    r.cpu.postgresMsPerCommand ?? '-',
    r.cpu.machineMsPerCommand ?? '-',
    r.requests !== undefined && r.count > 0 ? round(r.requests / r.count) : '-',
    perRequest(r) ?? '-',
    timesWithdrawal(r),
    bound(r),
    refused(r.refused),
  ];
  return table([
    [
      'command',
      'wallets',
      'clients',
      'ok/s',
      'p50 ms',
      'p99 ms',
      'of ceiling',
      'of app floor',
      'lag p50',
      'lag p99',
      'app CPU ms/cmd',
      'PG CPU ms/cmd',
      'machine CPU ms/cmd',
      'requests/cmd',
      'machine CPU ms/request',
      'x withdrawal',
      'CPU bound',
      'refused',
    ],
    ...floors.map((f) => row(`FLOOR ${f.floor}`, '-', f)),
    ...phases.map((p) => row(p.workload, p.wallets, p, p.lag)),
  ]);
}
