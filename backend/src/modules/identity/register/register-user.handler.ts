import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { playerDecider, requireAdultDateOfBirth, requireValidPlace } from '../../../domain/player/player.decider';
import { userDecider } from '../../../domain/user/user.decider';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { EVENT_STORE, EventStore, GlobalPosition, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { isPlainText } from '../../../infrastructure/http/json-bodies';
import { reserveEmail } from '../shared/email-reservation';
import { normalizeEmail } from '../shared/session-user';

export class RegisterUserCommand {
  constructor(
    readonly input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      /** Who may play for money (docs/decisions/eligibility.md); the admin bootstrap gives none. */
      eligibility?: { dateOfBirth: string; country: string; region: string };
    },
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

export interface RegisterUserResult {
  userId: string;
  position: GlobalPosition;
}

/**
 * Registration spans three streams. E-mail uniqueness is decided by the store itself: the
 * reservation stream may only be created once (expected revision "no stream"). The user and
 * wallet events use ids derived from the user id, so finishing a half-done registration after
 * a crash appends nothing twice.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisterUserResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ input, context, now }: RegisterUserCommand): Promise<RegisterUserResult> {
    const email = normalizeEmail(input.email);
    // Everything is checked before the first append: a refused registration reserves nothing.
    for (const text of [email, input.firstName, input.lastName, input.passwordHash]) {
      if (!isPlainText(text) || text.trim() === '') {
        throw new DomainError('REQUEST.INVALID_CHARACTER', 'The request contains a character that is not allowed.');
      }
    }
    const iso = now.toISOString();
    if (input.eligibility) {
      // Under 18 or a malformed place: refused before anything is reserved (no account is created).
      requireValidPlace(input.eligibility.country, input.eligibility.region);
      requireAdultDateOfBirth(input.eligibility.dateOfBirth, iso);
    }
    const userId = await this.reserveEmail(email, context);
    const names = streamNames();
    // A random event id on purpose: two racing registrations of one user id must collide on the
    // stream's expected revision, never pass as an idempotent repeat.
    const user = await this.executor
      .handle(
        names.user(userId),
        userDecider,
        {
          type: 'RegisterUser',
          data: {
            userId,
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash: input.passwordHash,
            now: iso,
          },
        },
        context,
      )
      .catch((error: unknown) => {
        // A racing sign-up finished this (free) reservation first: the address is taken, which the
        // controller answers like any taken address (202, no enumeration), never 409.
        if (error instanceof DomainError && error.code === 'USER.ALREADY_REGISTERED') throw emailTaken();
        throw error;
      });
    const wallet = await this.executor.handle(
      names.wallet(userId),
      walletDecider,
      { type: 'OpenWallet', data: { userId, now: iso } },
      { ...context, causationId: user.position ? context.correlationId : context.causationId },
      { eventId: () => deterministicUuid('WalletOpened', userId) },
    );
    const player = input.eligibility
      ? await this.executor.handle(
          names.player(userId),
          playerDecider,
          { type: 'RecordEligibility', data: { userId, ...input.eligibility, now: iso } },
          context,
          { eventId: (event) => deterministicUuid(event.type, userId) },
        )
      : null;
    const position = player?.position ?? wallet.position ?? user.position;
    if (!position) throw new Error('registration appended no events');
    return { userId, position };
  }

  private async reserveEmail(email: string, context: CommandContext): Promise<string> {
    const userId = randomUUID();
    const reservedUserId = await reserveEmail(this.executor, email, userId, {
      correlationId: context.correlationId,
      actorUserId: null,
    });
    if (reservedUserId === null) return userId;
    // Taken, unless no user was ever written for it: a reservation without a user (a registration
    // that crashed or was refused after reserving) is free, and is finished under its own user id.
    // Two registrations racing for it then collide on that user stream's "no stream" revision, so
    // exactly one account gets the address; the others are told it is taken.
    const existing = await this.store.readStream(streamNames().user(reservedUserId));
    if (existing.length > 0) throw emailTaken();
    return reservedUserId;
  }
}

function emailTaken(): DomainError {
  return new DomainError('USER.EMAIL_TAKEN', 'An account with this email already exists.', 'conflict');
}
