import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/shared/decider';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { ADULT_IN_CALIFORNIA, sharedTestApp, TestApp } from '../../../../test/test-app';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { reserveEmail } from '../shared/email-reservation';
import { RegisterUserCommand, RegisterUserHandler } from './register-user.handler';

/**
 * The interleaving behind an intermittent 409 under `npm test`: a sign-up finds the address
 * reserved but its user not written yet (free), and a racing sign-up writes that user before this
 * one appends. The loser must be told "taken" (which the API answers 202), never 409.
 */
describe('RegisterUserHandler, a racing sign-up of a free reservation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  const command = (email: string, lastName: string) =>
    new RegisterUserCommand(
      { email, passwordHash: 'hash', firstName: 'R', lastName, eligibility: ADULT_IN_CALIFORNIA },
      { correlationId: randomUUID(), actorUserId: null },
    );

  it('answers USER.EMAIL_TAKEN when the racer writes the user between the check and the append', async () => {
    const store = t.running.app.get<EventStore>(EVENT_STORE, { strict: false });
    const email = `race-${randomUUID()}@example.test`;
    const reservedFor = randomUUID();
    await reserveEmail(new CommandExecutor(store), email, reservedFor, {
      correlationId: randomUUID(),
      actorUserId: null,
    });
    const userStream = streamNames().user(reservedFor);
    let raced = false;
    // The racer runs exactly when this sign-up has read the user stream empty.
    const interleaved: EventStore = Object.create(store, {
      readStream: {
        value: async (name: string, ...rest: unknown[]) => {
          const read = await (store.readStream as (...args: unknown[]) => Promise<unknown[]>)(name, ...rest);
          if (name === userStream && !raced) {
            raced = true;
            await new RegisterUserHandler(new CommandExecutor(store), store).execute(command(email, 'Winner'));
          }
          return read;
        },
      },
    });

    const outcome = await new RegisterUserHandler(new CommandExecutor(interleaved), interleaved)
      .execute(command(email, 'Loser'))
      .catch((e) => e);

    expect(raced).toBe(true);
    expect(outcome).toBeInstanceOf(DomainError);
    expect((outcome as DomainError).code).toBe('USER.EMAIL_TAKEN');
    const events = await store.readStream(userStream);
    expect(events.map((e) => [e.type, (e.data as { lastName?: string }).lastName])).toEqual([
      ['UserRegistered', 'Winner'],
    ]);
  });
});
