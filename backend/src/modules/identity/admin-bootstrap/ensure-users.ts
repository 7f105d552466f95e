import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { userDecider } from '../../../domain/user/user.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { ReadModels } from '../../../projections/runner/read-models';
import { PasswordHasher } from '../shared/password-hasher';
import { normalizeEmail } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';
import { RegisterUserCommand, RegisterUserResult } from '../register/register-user.handler';

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  admin?: boolean;
}

/** Start-up accounts: the ADMIN_EMAIL admin (created or promoted, idempotently) and the development demo set. */
@Injectable()
export class EnsureUsers {
  constructor(
    private readonly commands: CommandBus,
    private readonly executor: CommandExecutor,
    private readonly users: UsersReadRepository,
    private readonly hasher: PasswordHasher,
    private readonly runner: ReadModels,
  ) {}

  /** Returns what it did: 'created', 'promoted' or 'unchanged'. */
  async ensure(seed: SeedUser, reason: string): Promise<'created' | 'promoted' | 'unchanged'> {
    const context = { correlationId: randomUUID(), actorUserId: null };
    const email = normalizeEmail(seed.email);
    let existing = await this.users.findByEmail(email);
    let outcome: 'created' | 'promoted' | 'unchanged' = 'unchanged';
    if (!existing) {
      const passwordHash = await this.hasher.hash(seed.password);
      const result = await this.commands.execute<RegisterUserCommand, RegisterUserResult>(
        new RegisterUserCommand({ email, passwordHash, firstName: seed.firstName, lastName: seed.lastName }, context),
      );
      await this.runner.waitFor(result.position, 30_000);
      existing = await this.users.findById(result.userId);
      outcome = 'created';
    }
    if (!existing) throw new Error(`could not create ${email}`);
    if (seed.admin && !existing.isAdmin) {
      const promoted = await this.executor.handle(
        streamNames().user(existing.id),
        userDecider,
        { type: 'PromoteToAdmin', data: { userId: existing.id, reason, now: new Date().toISOString() } },
        context,
      );
      if (promoted.position) await this.runner.waitFor(promoted.position, 30_000);
      if (outcome === 'unchanged') outcome = 'promoted';
    }
    return outcome;
  }
}

/**
 * Demo accounts (SEED_DEMO_DATA, default on only with NODE_ENV=development). They have no password
 * in the source: each gets a random one when it is created, printed once at that start.
 */
export const DEMO_USERS: Array<Omit<SeedUser, 'password'>> = [
  { email: 'admin@demo.courtcash.test', firstName: 'Dana', lastName: 'Admin', admin: true },
  { email: 'ana@demo.courtcash.test', firstName: 'Ana', lastName: 'Lopez' },
  { email: 'ben@demo.courtcash.test', firstName: 'Ben', lastName: 'Okafor' },
  { email: 'chloe@demo.courtcash.test', firstName: 'Chloe', lastName: 'Martin' },
  { email: 'dev@demo.courtcash.test', firstName: 'Dev', lastName: 'Patel' },
];

/** 16 random bytes as 22 URL-safe characters. */
export const randomDemoPassword = (): string => randomBytes(16).toString('base64url');
