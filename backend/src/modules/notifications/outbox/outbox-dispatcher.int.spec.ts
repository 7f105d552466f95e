import { ConsoleMessageTransport } from './console-message-transport';
import { MessageTransport, OutboundMessage } from './message-transport.port';
import { OutboxDispatcher } from './outbox-dispatcher';
import { outboxWorld } from './outbox.spec-helper';

/** Fails the first `failures` sends, then accepts; remembers every call. */
class FlakyTransport implements MessageTransport {
  readonly calls: OutboundMessage[] = [];
  constructor(private failures: number) {}
  send(message: OutboundMessage): Promise<void> {
    this.calls.push(message);
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('provider unavailable'));
    }
    return Promise.resolve();
  }
}

describe('outbox dispatcher (real PostgreSQL)', () => {
  const world = outboxWorld();
  const { now, queueInvitation } = world;

  const rows = async () =>
    (
      await world.db.pool.query(
        `SELECT channel, status, attempts, last_error, next_attempt_at FROM outbox ORDER BY channel`,
      )
    ).rows;

  it('logs each message once through the development adapter and marks it sent', async () => {
    const token = await queueInvitation();
    const transport = new ConsoleMessageTransport('https://courtcash.test');
    const log = jest.spyOn(transport.logger, 'log').mockImplementation(() => undefined);
    const dispatcher = new OutboxDispatcher(world.db.dataSource, transport, { now });
    expect(await dispatcher.dispatchDue()).toBe(2);
    expect(await dispatcher.dispatchDue()).toBe(0);
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0][0])).toContain(`https://courtcash.test/invite/${token}`);
    expect((await rows()).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
  });

  it('retries a failing transport with a growing back-off, then sends once', async () => {
    await queueInvitation();
    const transport = new FlakyTransport(3); // email fails, sms fails, email fails again
    const dispatcher = new OutboxDispatcher(world.db.dataSource, transport, { now, baseDelayMs: 1000 });
    expect(await dispatcher.dispatchDue()).toBe(0);
    let state = await rows();
    expect(state.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['pending', 1, 'provider unavailable'],
      ['pending', 1, 'provider unavailable'],
    ]);
    expect(state[0].next_attempt_at.getTime() - world.clock.getTime()).toBe(1000);

    expect(await dispatcher.dispatchDue()).toBe(0); // not due yet: nothing is tried
    expect(transport.calls).toHaveLength(2);

    world.clock = new Date(world.clock.getTime() + 1000);
    expect(await dispatcher.dispatchDue()).toBe(1); // email fails a second time, sms goes
    state = await rows();
    expect(state.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'pending', 2],
      ['sms', 'sent', 2],
    ]);
    expect(state[0].next_attempt_at.getTime() - world.clock.getTime()).toBe(2000);

    world.clock = new Date(world.clock.getTime() + 2000);
    expect(await dispatcher.dispatchDue()).toBe(1);
    world.clock = new Date(world.clock.getTime() + 3_600_000);
    expect(await dispatcher.dispatchDue()).toBe(0);
    expect(transport.calls.map((m) => m.channel)).toEqual(['email', 'sms', 'email', 'sms', 'email']);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('gives up after the last attempt', async () => {
    await queueInvitation();
    const dispatcher = new OutboxDispatcher(world.db.dataSource, new FlakyTransport(100), {
      now,
      maxAttempts: 2,
      baseDelayMs: 10,
    });
    await dispatcher.dispatchDue();
    world.clock = new Date(world.clock.getTime() + 10);
    await dispatcher.dispatchDue();
    world.clock = new Date(world.clock.getTime() + 60_000);
    await dispatcher.dispatchDue();
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);
  });

  it('never lets two dispatchers send one message, and takes over a crashed sender after its lease', async () => {
    for (let i = 0; i < 5; i++) await queueInvitation();
    const transport = new FlakyTransport(0);
    const dispatchers = [1, 2, 3].map(
      () => new OutboxDispatcher(world.db.dataSource, transport, { now, batchSize: 3 }),
    );
    for (let round = 0; round < 4; round++) await Promise.all(dispatchers.map((d) => d.dispatchDue()));
    expect(transport.calls).toHaveLength(10);
    expect(new Set(transport.calls.map((m) => m.id)).size).toBe(10);

    // A sender that claimed a row and died: the row stays `sending` until its lease runs out.
    await queueInvitation();
    await world.db.pool.query(
      `UPDATE outbox SET status = 'sending', attempts = 1, lease_until = $1 WHERE status = 'pending'`,
      [new Date(world.clock.getTime() + 60_000)],
    );
    expect(await dispatchers[0].dispatchDue()).toBe(0);
    world.clock = new Date(world.clock.getTime() + 60_000);
    expect(await dispatchers[0].dispatchDue()).toBe(2);
  });
});
