/**
 * A local EventStoreDB stand-in for the contract suite: a gRPC server built from the service
 * definitions and messages that @eventstore/db-client itself ships (its `generated/` folder), so the
 * real client speaks real gRPC (HTTP/2, protobuf) to it. It serves only what the adapter uses:
 * ServerFeatures, Streams.Append, Streams.BatchAppend and Streams.Read (a stream or $all, both
 * directions, no subscriptions, no filters). What it does not prove: docs/decisions/event-store.md.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';
import {
  AllStreamPosition,
  Empty,
  StreamIdentifier,
  UUID,
  WrongExpectedVersion,
} from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  ReadReq,
  ReadResp,
} from '@eventstore/db-client/generated/streams_pb';

interface StoredEvent {
  id: string;
  stream: string;
  revision: bigint;
  /** One log position per event, as a single-node server gives (commit = prepare). */
  position: bigint;
  type: string;
  contentType: string;
  created: bigint;
  data: Uint8Array;
  metadata: Uint8Array;
}

interface Proposed {
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
}

/** Expected revision as the server receives it: a number, or one of the three named cases. */
type Expected = bigint | 'any' | 'no_stream' | 'stream_exists';

type AppendOutcome =
  | { ok: true; revision: bigint; position: bigint }
  | { ok: false; current: bigint | 'no_stream'; expected: Expected };

const SERVER_VERSION = '24.10.0';
const GRPC_INTERNAL = 13;
/** Bytes a record takes in the log, roughly: positions grow by more than one, like a real server's. */
const RECORD_OVERHEAD = 120n;

export class EventStoreDbStandIn {
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private nextPosition = 0n;

  private constructor(
    private readonly server: grpc.Server,
    readonly connectionString: string,
  ) {}

  static async start(): Promise<EventStoreDbStandIn> {
    const server = new grpc.Server();
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    const standIn = new EventStoreDbStandIn(server, `esdb://127.0.0.1:${port}?tls=false`);
    standIn.serve();
    // A real server's $all starts with its own system events, which the adapter must skip.
    standIn.write('$epochs', [systemEvent('$epoch-information')], 'any');
    standIn.write('$scavenges', [systemEvent('$scavengeStarted')], 'any');
    return standIn;
  }

  /** Cuts open calls too: the client keeps its BatchAppend stream open for as long as it lives. */
  stop(): Promise<void> {
    this.server.forceShutdown();
    return Promise.resolve();
  }

  private serve(): void {
    this.server.addService(ServerFeaturesService, {
      getSupportedMethods: (_call: unknown, callback: grpc.sendUnaryData<SupportedMethods>) => {
        const methods = ['read', 'append', 'batchappend'].map((name) =>
          new SupportedMethod().setServiceName('event_store.client.streams.streams').setMethodName(name),
        );
        callback(null, new SupportedMethods().setEventStoreServerVersion(SERVER_VERSION).setMethodsList(methods));
      },
    });
    this.server.addService(StreamsService, {
      read: (call: grpc.ServerWritableStream<ReadReq, ReadResp>) => this.read(call),
      append: (call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>) =>
        this.append(call, callback),
      batchAppend: (call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>) => this.batchAppend(call),
      delete: unimplemented,
      tombstone: unimplemented,
    });
  }

  private append(call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>) {
    let options: AppendReq.Options | undefined;
    const proposed: Proposed[] = [];
    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) options = request.getOptions();
      const message = request.getProposedMessage();
      if (message) proposed.push(toProposed(message));
    });
    call.on('end', () => {
      if (!options) return callback({ code: GRPC_INTERNAL, details: 'Append without options.' });
      const expected: Expected = options.hasRevision()
        ? BigInt(options.getRevision())
        : options.hasNoStream()
          ? 'no_stream'
          : options.hasStreamExists()
            ? 'stream_exists'
            : 'any';
      const outcome = this.write(streamName(options.getStreamIdentifier()), proposed, expected);
      const response = new AppendResp();
      if (outcome.ok) {
        const position = new AppendResp.Position()
          .setCommitPosition(outcome.position.toString())
          .setPreparePosition(outcome.position.toString());
        response.setSuccess(
          new AppendResp.Success().setCurrentRevision(outcome.revision.toString()).setPosition(position),
        );
      } else {
        const wrong = new AppendResp.WrongExpectedVersion();
        if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new Empty());
        else wrong.setCurrentRevision(outcome.current.toString());
        if (typeof outcome.expected === 'bigint') wrong.setExpectedRevision(outcome.expected.toString());
        else if (outcome.expected === 'no_stream') wrong.setExpectedNoStream(new Empty());
        else if (outcome.expected === 'stream_exists') wrong.setExpectedStreamExists(new Empty());
        else wrong.setExpectedAny(new Empty());
        response.setWrongExpectedVersion(wrong);
      }
      callback(null, response);
    });
  }

  /** One call carries many appends, each split over requests sharing a correlation id until is_final. */
  private batchAppend(call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void {
    const pending = new Map<string, { options?: BatchAppendReq.Options; proposed: Proposed[] }>();
    call.on('data', (request: BatchAppendReq) => {
      const correlation = request.getCorrelationId()?.getString() ?? '';
      const batch = pending.get(correlation) ?? { proposed: [] };
      pending.set(correlation, batch);
      if (request.hasOptions()) batch.options = request.getOptions();
      batch.proposed.push(...request.getProposedMessagesList().map(toProposed));
      if (!request.getIsFinal()) return;
      pending.delete(correlation);
      const options = batch.options;
      if (!options) return call.destroy(new Error('BatchAppend without options.'));
      const expected: Expected = options.hasStreamPosition()
        ? BigInt(options.getStreamPosition())
        : options.hasNoStream()
          ? 'no_stream'
          : options.hasStreamExists()
            ? 'stream_exists'
            : 'any';
      const identifier = options.getStreamIdentifier() ?? new StreamIdentifier();
      const outcome = this.write(streamName(identifier), batch.proposed, expected);
      const response = new BatchAppendResp()
        .setCorrelationId(new UUID().setString(correlation))
        .setStreamIdentifier(identifier);
      if (outcome.ok) {
        const position = new AllStreamPosition()
          .setCommitPosition(outcome.position.toString())
          .setPreparePosition(outcome.position.toString());
        response.setSuccess(
          new BatchAppendResp.Success().setCurrentRevision(outcome.revision.toString()).setPosition(position),
        );
      } else {
        const wrong = new WrongExpectedVersion();
        if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new ProtobufEmpty());
        else wrong.setCurrentStreamRevision(outcome.current.toString());
        if (typeof outcome.expected === 'bigint') wrong.setExpectedStreamPosition(outcome.expected.toString());
        else if (outcome.expected === 'no_stream') wrong.setExpectedNoStream(new ProtobufEmpty());
        else if (outcome.expected === 'stream_exists') wrong.setExpectedStreamExists(new ProtobufEmpty());
        else wrong.setExpectedAny(new ProtobufEmpty());
        const details = new Any();
        details.pack(wrong.serializeBinary(), 'event_store.client.WrongExpectedVersion');
        response.setError(new Status().setCode(9).setMessage('Wrong expected version.').setDetails(details));
      }
      call.write(response);
    });
    call.on('end', () => call.end());
  }

  private read(call: grpc.ServerWritableStream<ReadReq, ReadResp>): void {
    const options = call.request.getOptions();
    if (!options || options.hasSubscription() || options.hasFilter()) {
      call.destroy(Object.assign(new Error('The stand-in reads without subscriptions or filters.'), { code: 12 }));
      return;
    }
    const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
    const count = BigInt(options.getCount());
    let events: StoredEvent[];
    const all = options.getAll();
    const stream = options.getStream();
    if (all) {
      const from = all.hasStart()
        ? 0n
        : all.hasEnd()
          ? this.nextPosition
          : BigInt(all.getPosition()!.getCommitPosition());
      // Both directions include the event at `from` itself (what the adapter's paging relies on).
      events = backwards
        ? this.log.filter((e) => e.position <= from).reverse()
        : this.log.filter((e) => e.position >= from);
    } else if (stream) {
      const name = streamName(stream.getStreamIdentifier());
      const recorded = this.streams.get(name);
      if (!recorded) {
        call.write(
          new ReadResp().setStreamNotFound(
            new ReadResp.StreamNotFound().setStreamIdentifier(stream.getStreamIdentifier()),
          ),
        );
        call.end();
        return;
      }
      const last = BigInt(recorded.length - 1);
      const from = stream.hasStart() ? (backwards ? last : 0n) : stream.hasEnd() ? last : BigInt(stream.getRevision());
      events = backwards
        ? recorded.filter((e) => e.revision <= from).reverse()
        : recorded.filter((e) => e.revision >= from);
    } else {
      call.destroy(new Error('Read without a stream or $all.'));
      return;
    }
    for (const event of events.slice(0, Number(count < BigInt(events.length) ? count : BigInt(events.length)))) {
      const read = new ReadResp.ReadEvent().setEvent(toRecorded(event));
      if (all) read.setCommitPosition(event.position.toString());
      else read.setNoPosition(new Empty());
      call.write(new ReadResp().setEvent(read));
    }
    call.end();
  }

  /** The server's append: all or nothing, checked against the stream's current revision. */
  private write(stream: string, proposed: Proposed[], expected: Expected): AppendOutcome {
    const recorded = this.streams.get(stream) ?? [];
    const current: bigint | 'no_stream' = recorded.length ? BigInt(recorded.length - 1) : 'no_stream';
    const matches =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      expected === current;
    if (!matches) {
      // A real server also treats a retry of the same batch at the same expected revision as done.
      const retried = sameBatchAfter(recorded, expected, proposed);
      if (retried) return retried;
      return { ok: false, current, expected };
    }
    const created = BigInt(Date.now()) * 10_000n;
    for (const event of proposed) {
      const stored: StoredEvent = {
        ...event,
        stream,
        revision: BigInt(recorded.length),
        position: this.nextPosition,
        created,
      };
      this.nextPosition += RECORD_OVERHEAD + BigInt(event.data.length + event.metadata.length);
      recorded.push(stored);
      this.log.push(stored);
    }
    this.streams.set(stream, recorded);
    const last = recorded[recorded.length - 1];
    return { ok: true, revision: last.revision, position: last.position };
  }
}

function sameBatchAfter(recorded: StoredEvent[], expected: Expected, proposed: Proposed[]): AppendOutcome | null {
  const start = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : -1;
  if (start < 0 || proposed.length === 0) return null;
  const slice = recorded.slice(start, start + proposed.length);
  if (slice.length !== proposed.length || slice.some((e, i) => e.id !== proposed[i].id)) return null;
  const last = slice[slice.length - 1];
  return { ok: true, revision: last.revision, position: last.position };
}

function toProposed(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): Proposed {
  const metadata = message.getMetadataMap();
  return {
    id: message.getId()?.getString() ?? randomUUID(),
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? 'application/octet-stream',
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

function toRecorded(event: StoredEvent): ReadResp.ReadEvent.RecordedEvent {
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(new UUID().setString(event.id))
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(event.stream, 'utf8')))
    .setStreamRevision(event.revision.toString())
    .setCommitPosition(event.position.toString())
    .setPreparePosition(event.position.toString())
    .setData(event.data)
    .setCustomMetadata(event.metadata);
  recorded
    .getMetadataMap()
    .set('type', event.type)
    .set('content-type', event.contentType)
    .set('created', event.created.toString());
  return recorded;
}

function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

function systemEvent(type: string): Proposed {
  const data = Buffer.from(JSON.stringify({ system: true }), 'utf8');
  return { id: randomUUID(), type, contentType: 'application/json', data, metadata: new Uint8Array() };
}

function unimplemented(_call: unknown, callback: grpc.sendUnaryData<unknown>): void {
  callback({ code: grpc.status.UNIMPLEMENTED, details: 'Not served by the stand-in.' });
}
