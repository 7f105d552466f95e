import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Controller, Get, Inject, Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { CEILING_INSERT, CEILING_TABLE, ceilingValues } from './ceiling';
import { CommandCpu, cpuPerCommand, readCpu } from './cpu-meter';
import { HttpPlayer } from './http-client';
import { PhaseOutcome, runPhaseInWorker } from './load-phase';
import { EMPTY_READ_PATH } from './workloads';

export type FloorName =
  | 'bare node:http'
  | 'bare Nest'
  | 'app empty read'
  | 'node:http + 1 INSERT'
  | 'Nest + 1 INSERT'
  | 'Nest/Fastify + 1 INSERT';

export interface FloorResult extends PhaseOutcome {
  floor: FloorName;
  /** What answered the requests. */
  through: string;
  clients: number;
  /** CPU milliseconds per answered request (the same meter and shape as the money phases). */
  cpu: CommandCpu;
}

/**
 * The floors of the HTTP stack, next to the money commands and measured the same way (the load
 * worker, the same clients and cookies, the same seconds), so the report can say where the limit
 * is: the bare floor is what loopback HTTP and the load generator cost on this machine, the bound
 * for any HTTP command; the app's empty read is what the fixed stack (Express, sessions, passport,
 * the read-your-writes fence, Nest's router and pipes, JSON) costs before a command does anything.
 * The money commands' distance to the second is what is left to gain inside the command path.
 */
export async function measureFloors(players: HttpPlayer[], seconds: number, url: string): Promise<FloorResult[]> {
  // The same players and cookies, so every floor receives the same request bytes.
  const on = (base: string) => players.map((p) => HttpPlayer.from({ ...p.state(), baseUrl: base }));
  const results: FloorResult[] = [];
  const run = async (floor: FloorName, through: string, starting: Promise<FloorServer>) => {
    const server = await starting;
    try {
      results.push(await floorPhase(floor, through, on(server.base), seconds));
    } finally {
      await server.close();
    }
  };
  const ok = `{"ok":true} at ${EMPTY_READ_PATH}`;
  await run('bare node:http', 'node:http in this process, {"ok":true}, no framework, no database', startBareServer());
  await run(
    'bare Nest',
    `NestFactory on Express with one controller answering ${ok}: no middleware, no session, no database`,
    startNest(OkModule),
  );
  results.push(await floorPhase('app empty read', `createApp: GET ${EMPTY_READ_PATH}, signed in`, players, seconds));
  // The same three shapes with the least a money command must do: one durable commit, the
  // ceiling's own single-row INSERT (a connection per client, as the ceiling has). The ratio of
  // these to the ceiling bounds every command through that stack on this machine.
  const commits = await commitTable(url, players.length);
  try {
    const insert = "one single-row INSERT (autocommit, the ceiling's statement) before answering";
    await run('node:http + 1 INSERT', `node:http in this process, ${insert}`, startBareServer(commits.insert));
    await run('Nest + 1 INSERT', `NestFactory on Express, ${insert}`, startNest(insertModule(commits.insert)));
    await run(
      'Nest/Fastify + 1 INSERT',
      `NestFactory on Fastify (@nestjs/platform-fastify), ${insert}`,
      startNest(insertModule(commits.insert), 'fastify'),
    );
  } finally {
    await commits.pool.end();
  }
  return results;
}

async function floorPhase(
  floor: FloorName,
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

const COMMIT = Symbol('commit');
type Commit = () => Promise<unknown>;

@Controller()
class InsertController {
  constructor(@Inject(COMMIT) private readonly commit: Commit) {}

  @Get(EMPTY_READ_PATH)
  async ok() {
    await this.commit();
    return { ok: true };
  }
}

function insertModule(commit: Commit): Type {
  @Module({ controllers: [InsertController], providers: [{ provide: COMMIT, useValue: commit }] })
  class InsertModule {}
  return InsertModule;
}

/** The ceiling's table and statement (ceiling.ts), on a pool of a connection per client. */
async function commitTable(url: string, clients: number): Promise<{ pool: Pool; insert: Commit }> {
  const pool = new Pool({ connectionString: url, max: clients });
  pool.on('error', () => undefined);
  await pool.query(CEILING_TABLE);
  return { pool, insert: () => pool.query(CEILING_INSERT, ceilingValues(0)) };
}

interface FloorServer {
  base: string;
  close(): Promise<void>;
}

/**
 * The fixed framework alone (Nest on Express, or on Fastify when asked; its router and JSON),
 * without anything the app adds (security headers, body parsing, sessions, passport, the fence,
 * validation): what any route of this stack costs before the app's own layers.
 */
async function startNest(module: Type, platform: 'express' | 'fastify' = 'express'): Promise<FloorServer> {
  let app: INestApplication;
  if (platform === 'fastify') {
    // A devDependency of the bench only (as Emmett is), so it is loaded here, never by the app.
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    app = await NestFactory.create(module, new FastifyAdapter(), { logger: false });
  } else app = await NestFactory.create(module, { logger: false });
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
 * same way) that answers every request with a fixed small JSON body: no framework, and no
 * database unless `commit` is given (then each request commits once before it is answered).
 */
async function startBareServer(commit?: Commit): Promise<FloorServer> {
  const body = Buffer.from(JSON.stringify({ ok: true }));
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Drain the request (a GET has no body) before answering, as a framework would.
    req.resume();
    if (!commit) return answer(res);
    commit().then(
      () => answer(res),
      () => res.writeHead(500).end(),
    );
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
