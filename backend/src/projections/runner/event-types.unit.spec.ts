import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RecordedEvent } from '../../event-store/event-store.port';
import { cohort } from '../../scripts/bench/event-generator';
import { allProjections } from '../all-projections';
import { RowProjection } from './projection';
import { ProjectionRows } from './projection-rows';

/**
 * A projection is called only for the event types it declares (`eventTypes`). These specs fail
 * when a type it acts on is missing: for every type it leaves out, an event of that type, on any
 * stream, must leave its working set untouched (no row looked up, looked for or written), since
 * only a look-up can lead to a change. Data-dependent paths are covered by the generated log's
 * events (real data); every other type the sources name is tried with empty data on every stream.
 */
const SRC = join(__dirname, '..', '..');

const rowProjections = allProjections().filter((p): p is RowProjection => p instanceof RowProjection);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec') ? [path] : [];
  });
}

/** Every `type: 'Name'` in the sources (the events, and more: an extra type costs nothing). */
function namedTypes(sources: string[]): Set<string> {
  const types = new Set<string>();
  for (const text of sources) for (const [, type] of text.matchAll(/type: '([A-Z][A-Za-z]+)'/g)) types.add(type);
  return types;
}

/** Every stream prefix the sources build a name with (`wallet-${id}`). */
function streamPrefixes(sources: string[]): Set<string> {
  const prefixes = new Set<string>();
  for (const text of sources) for (const [, prefix] of text.matchAll(/`([a-z][a-z-]*-)\$\{/g)) prefixes.add(prefix);
  return prefixes;
}

function recorded(streamName: string, type: string, data: unknown): RecordedEvent {
  return {
    id: randomUUID(),
    streamName,
    type,
    data,
    metadata: {},
    revision: 0,
    globalPosition: '1',
    position: { commit: 1n, prepare: 1n },
    recordedAt: new Date(),
  };
}

/** Applies the event to an empty dry-run working set: what it touched, or why it threw. */
async function touches(projection: RowProjection, event: RecordedEvent): Promise<string | null> {
  const { rows } = ProjectionRows.probe(projection.schema);
  try {
    await projection.applyTo(event, rows);
  } catch (error) {
    return `threw ${error instanceof Error ? error.message : String(error)}`;
  }
  return rows.untouched() ? null : 'looked up or wrote a row';
}

describe('the event types each projection declares', () => {
  const sources = sourceFiles(SRC).map((path) => readFileSync(path, 'utf8'));

  it('every read model declares them', () => {
    expect(rowProjections.length).toBe(allProjections().length);
    expect(rowProjections.filter((p) => p.eventTypes === null).map((p) => p.name)).toEqual([]);
  });

  it('a type left out, of any name in the sources and on any stream, touches no row', async () => {
    const types = namedTypes(sources);
    const prefixes = streamPrefixes(sources);
    // The scan finds the events the bench log is made of, and their streams.
    for (const type of ['Deposited', 'PlayerJoined', 'UserRegistered', 'ApprovalGranted'])
      expect(types.has(type)).toBe(true);
    for (const prefix of ['wallet-', 'tournament-', 'user-', 'account-', 'player-', 'notifications-'])
      expect(prefixes.has(prefix)).toBe(true);
    const wrong: string[] = [];
    for (const projection of rowProjections) {
      for (const type of types) {
        if (projection.handles(type)) continue;
        for (const prefix of prefixes) {
          const why = await touches(projection, recorded(`${prefix}${randomUUID()}`, type, {}));
          if (why) wrong.push(`${projection.name}: ${type} on ${prefix}… ${why}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a type left out touches no row with the data of a generated log', async () => {
    const wrong = new Set<string>();
    let checked = 0;
    for (let index = 0; index < 40; index++) {
      for (const phase of cohort(index)) {
        for (const { stream, events } of phase) {
          for (const { type, data } of events) {
            for (const projection of rowProjections) {
              if (projection.handles(type)) continue;
              checked++;
              const why = await touches(projection, recorded(stream, type, data));
              if (why) wrong.add(`${projection.name}: ${type} on ${stream.split('-')[0]}-… ${why}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...wrong]).toEqual([]);
  });

  it('would catch a projection that leaves out a type it acts on', async () => {
    const users = rowProjections.find((p) => p.name === 'users')!;
    const deposited = cohort(0)
      .flat()
      .flatMap(({ stream, events }) => events.map((e) => recorded(stream, e.type, e.data)))
      .find((e) => e.type === 'Deposited')!;
    expect(users.handles('Deposited')).toBe(true);
    expect(await touches(users, deposited)).toBe('looked up or wrote a row');
  });
});
