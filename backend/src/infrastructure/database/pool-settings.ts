/**
 * How long an idle connection stays in a pool (pg-pool closes one after 10 s by default). A new
 * connection costs PostgreSQL a process, a SCRAM handshake, cold catalog caches and, on its first
 * append, compiling `append_events` and planning each of its statements again: in the bench, a
 * withdrawal load that started after a quiet spell reopened 47 connections in 5 s, and PostgreSQL's
 * CPU per withdrawal was 4.4 ms against 2.5 ms once the pools were warm
 * (docs/decisions/projections-and-bench.md, "Issue 28"). A pool's connections now stay until ten
 * quiet minutes have passed; a connection the server drops is still discarded (connection-faults.ts).
 */
export const IDLE_CONNECTION_MS = 10 * 60_000;
