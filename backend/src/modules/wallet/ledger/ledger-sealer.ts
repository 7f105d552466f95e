/**
 * Seals the global log (docs/decisions/ledger-integrity.md): every LEDGER_SEAL_INTERVAL_SECONDS on
 * the one instance that holds the sealer's advisory lock (the leader pattern of the projection
 * runner and the process manager), and on demand from the console. A seal records where the log
 * ended, the heads of the streams that moved since the previous seal, and a digest chained to the
 * previous seal's, signed with the ledger's Ed25519 key.
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { KeyObject } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { AdvisoryLocks, WakeableSleep } from '../../../infrastructure/database/advisory-locks';
import { readSeal } from './chain-source';
import { GENESIS_HASH, headsDigest, publicKeyHex, SealFields, SealHead, sealDigest, signDigest } from './ledger-chain';
import { loadLedgerSigningKey } from './signing-key';

/**
 * Two locks, two keys. The leader's session lock (held for as long as the instance leads) and the
 * seal's transaction lock (one seal at a time, whoever asks) must differ: a seal runs on a pooled
 * connection, not the leader's, so on one key the leader's own seal would wait on its own lock forever.
 */
const LEADER_LOCK_KEY = 'ledger-sealer-leader';
const SEAL_LOCK_KEY = 'ledger-sealer';

export interface SealOutcome {
  /** False when nothing was appended since the last seal (that seal is returned). */
  created: boolean;
  seal: SealFields | null;
}

@Injectable()
export class LedgerSealer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LedgerSealer');
  private readonly locks: AdvisoryLocks;
  private readonly idle = new WakeableSleep();
  private readonly key: KeyObject;
  /** The hex Ed25519 public key seals are signed with; the verifier trusts it. */
  readonly publicKey: string;
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.locks = new AdvisoryLocks(dataSource);
    this.key = loadLedgerSigningKey({
      signingKey: config.ledgerSeals.signingKey,
      dataDir: config.dataDir,
      nodeEnv: config.nodeEnv,
    });
    this.publicKey = publicKeyHex(this.key);
  }

  /** Hashes are computed by PostgreSQL's append; EventStoreDB's log has none to seal. */
  get supported(): boolean {
    return this.store.kind === 'postgres';
  }

  onApplicationBootstrap(): void {
    if (!this.supported) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    this.idle.wake();
    await this.loop;
    await this.locks.releaseAll();
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      await this.idle.sleep(this.config.ledgerSeals.intervalMs);
      if (!this.running) return;
      try {
        if (await this.locks.tryLock(LEADER_LOCK_KEY)) await this.seal('sealer');
      } catch (error) {
        // The database blinked: the next round tries again (a lost lock connection is reopened).
        this.logger.error(`ledger seal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  }

  /** Seals everything a reader can see now. Two sealers (instances, console) take turns on a lock. */
  seal(sealedBy: string): Promise<SealOutcome> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('${SEAL_LOCK_KEY}'))`);
      const [last] = await m.query<
        Array<Pick<SealFields, 'sealId' | 'lastCommit' | 'lastPosition' | 'eventCount' | 'streamCount' | 'digest'>>
      >(
        `SELECT seal_id::text AS "sealId", last_commit::text AS "lastCommit", last_position::text AS "lastPosition",
                event_count::text AS "eventCount", stream_count::text AS "streamCount", encode(digest, 'hex') AS digest
           FROM ledger_seals ORDER BY seal_id DESC LIMIT 1`,
      );
      // The readAll bound: nothing can still commit before the last event read here.
      const rows = await m.query<Array<SealHead & { commit: string; position: string }>>(
        `SELECT e.stream_name AS stream, e.revision::text AS revision, encode(e.hash, 'hex') AS hash,
                e.transaction_id::text AS commit, e.global_position::text AS position
           FROM events e
          WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            ${last ? 'AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)' : ''}
          ORDER BY e.transaction_id, e.global_position`,
        last ? [last.lastCommit, last.lastPosition] : [],
      );
      if (rows.length === 0) return { created: false, seal: last ? await readSeal(m, last.sealId) : null };

      const heads = new Map<string, SealHead>();
      let newStreams = 0;
      for (const row of rows) {
        if (row.revision === '0') newStreams++;
        const head = heads.get(row.stream);
        if (!head || Number(row.revision) > Number(head.revision)) heads.set(row.stream, row);
      }
      const end = rows[rows.length - 1]!;
      const fields = {
        sealId: String(last ? BigInt(last.sealId) + 1n : 1n),
        sealedAt: new Date().toISOString(),
        lastCommit: end.commit,
        lastPosition: end.position,
        eventCount: String(BigInt(last?.eventCount ?? '0') + BigInt(rows.length)),
        streamCount: String(BigInt(last?.streamCount ?? '0') + BigInt(newStreams)),
        headsDigest: headsDigest([...heads.values()]).toString('hex'),
        previousDigest: last?.digest ?? GENESIS_HASH.toString('hex'),
      };
      const digest = sealDigest(fields);
      const seal: SealFields = {
        ...fields,
        digest: digest.toString('hex'),
        publicKey: this.publicKey,
        signature: signDigest(this.key, digest),
      };
      await m.query(
        `INSERT INTO ledger_seals (seal_id, sealed_at, last_commit, last_position, event_count, stream_count,
                                   heads_digest, previous_digest, digest, public_key, signature, sealed_by)
         VALUES ($1, $2, $3::xid8, $4, $5, $6, decode($7, 'hex'), decode($8, 'hex'), decode($9, 'hex'), $10, decode($11, 'hex'), $12)`,
        [
          seal.sealId,
          seal.sealedAt,
          seal.lastCommit,
          seal.lastPosition,
          seal.eventCount,
          seal.streamCount,
          seal.headsDigest,
          seal.previousDigest,
          seal.digest,
          seal.publicKey,
          seal.signature,
          sealedBy,
        ],
      );
      const moved = [...heads.values()];
      await m.query(
        `INSERT INTO ledger_seal_heads (seal_id, stream_name, revision, hash)
         SELECT $1, h.stream, h.revision, decode(h.hash, 'hex')
           FROM unnest($2::text[], $3::bigint[], $4::text[]) AS h (stream, revision, hash)`,
        [seal.sealId, moved.map((h) => h.stream), moved.map((h) => h.revision), moved.map((h) => h.hash)],
      );
      return { created: true, seal };
    });
  }
}
