import { createServer, type Server } from 'node:http';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AddressInfo } from 'node:net';
import { cpuPerCommand, readCpu } from './cpu-meter';
import { HttpPlayer } from './http-client';
import { PhaseOutcome, runPhaseInWorker } from './load-phase';
import { EMPTY_READ_PATH } from './workloads';

export interface FloorResult extends PhaseOutcome {
  floor: 'bare node:http' | 'bare Nest' | 'app empty read';
  /** What answered the requests. */
  through: string;
  clients: number;
  /** CPU milliseconds per answered request (the same meter and shape as the money phases). */
  cpu: { appMsPerCommand: number | null; postgresMsPerCommand: number | null };
}

/**
 * The floors of the HTTP stack, next to the money commands and measured the same way (the load
 * worker, the same clients and cookies, the same seconds), so the report can say where the limit
 * is: the bare floor is what loopback HTTP and the load generator cost on this machine, the bound
 * for any HTTP command; the app's empty read is what the fixed stack (Express, sessions, passport,
 * the read-your-writes fence, Nest's router and pipes, JSON) costs before a command does anything.
 * The money commands' distance to the second is what is left to gain inside the command path.
 */
export async function measureFloors(appBase: string, players: HttpPlayer[], seconds: number): Promise<FloorResult[]> {
  // The same players and cookies, so every floor receives the same request bytes.
  const on = (base: string) => players.map((p) => HttpPlayer.from({ ...p.state(), baseUrl: base }));
  const results: FloorResult[] = [];
  const bare = await startBareServer();
  try {
    const through = 'node:http in this process, {"ok":true}, no framework, no database';
    results.push(await floorPhase('bare node:http', through, on(bare.base), seconds));
  } finally {
    await bare.close();
  }
  const nest = await startBareNest();
  try {
    const through = `NestFactory on Express with one controller answering {"ok":true} at ${EMPTY_READ_PATH}: no middleware, no session, no database`;
    results.push(await floorPhase('bare Nest', through, on(nest.base), seconds));
  } finally {
    await nest.close();
  }
  results.push(await floorPhase('app empty read', `createApp: GET ${EMPTY_READ_PATH}, signed in`, players, seconds));
  return results;
}

async function floorPhase(
  floor: FloorResult['floor'],
  through: string,
  clients: HttpPlayer[],
  seconds: number,
): Promise<FloorResult> {
  const before = readCpu();
  const outcome = await runPhaseInWorker(clients, [], 'emptyRead', seconds);
  const cpu = cpuPerCommand(before, readCpu(), outcome.count);
  // Progress on stderr, as the money phases do.
  console.error(
    `bench: floor, ${floor}: ${outcome.perSecond}/s, p99 ${outcome.p99ms} ms, ` +
      `app CPU ${cpu.appMsPerCommand ?? '-'} ms/req, PostgreSQL CPU ${cpu.postgresMsPerCommand ?? '-'} ms/req`,
  );
  return { floor, through, clients: clients.length, ...outcome, cpu };
}

@Controller()
class OkController {
  @Get(EMPTY_READ_PATH)
  ok() {
    return { ok: true };
  }
}

@Module({ controllers: [OkController] })
class OkModule {}

/**
 * The fixed framework alone (Nest on Express, its router and JSON), without anything the app adds
 * (security headers, body parsing, sessions, passport, the fence, validation): what any route of
 * this stack costs before the app's own layers.
 */
async function startBareNest(): Promise<{ base: string; close(): Promise<void> }> {
  const app = await NestFactory.create(OkModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer() as Server;
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await app.close();
    },
  };
}

/**
 * A plain node:http server on the main thread (where the app runs, so the CPU meter reads it the
 * same way) that answers every request with a fixed small JSON body: no framework, no database.
 */
async function startBareServer(): Promise<{ base: string; close(): Promise<void> }> {
  const body = Buffer.from(JSON.stringify({ ok: true }));
  const server = createServer((req, res) => {
    // Drain the request (a GET has no body) before answering, as a framework would.
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The load worker is gone, but its keep-alive sockets may not have closed yet.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
