import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { userDecider } from '../../domain/user/user.decider';
import { RatingAnswers } from '../../domain/user/user.events';
import { parseMoney } from '../../domain/shared/money';
import { EVENT_STORE, EventStore, streamNames } from '../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../infrastructure/event-sourcing/command-executor';
import { WriteFence } from '../../infrastructure/event-sourcing/write-fence';
import { ReadModels } from '../../projections/runner/read-models';
import { UserRow } from '../../projections/users/user.entity';
import {
  RegisterUserCommand,
  RegisterUserResult,
  PasswordHasher,
  UsersReadRepository,
} from '../identity/identity.public';
import { AdjustBalanceCommand } from '../wallet/wallet.public';
import { CreateTestUserDto, SkillLevel } from './create-test-user.dto';
import { EXPERIENCE_BY_SKILL, FREQUENCY_BY_SKILL, padelLevelFor, skillLevelOf } from './skill-level';

/** Who credits a test user's starting balance: no person, the platform itself. */
export const SYSTEM_ACTOR = 'system';
export const STARTING_BALANCE_REASON = 'Developer test user starting balance';

export interface TestUserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  balance: string;
  padelRating: string;
  skillLevel: SkillLevel | null;
  yearsPlaying: number;
  preferredPosition: string | null;
  favoriteGame: string | null;
  isAdmin: boolean;
}

/**
 * A test user is made of the same commands as a real one: registration, the rating questionnaire,
 * and a ledger credit (BalanceAdjusted) for the starting balance. Nothing is written to read models directly.
 */
@Injectable()
export class TestUsersService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    private readonly users: UsersReadRepository,
    private readonly runner: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fence: WriteFence,
  ) {}

  async create(input: CreateTestUserDto, correlationId: string): Promise<TestUserView> {
    const context: CommandContext = { correlationId, actorUserId: null };
    const passwordHash = await this.hasher.hash(input.password);
    const registered = await this.commands.execute<RegisterUserCommand, RegisterUserResult>(
      new RegisterUserCommand(
        {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          // Test users may play for money at once: an adult in a region where paid play is offered.
          eligibility: { dateOfBirth: '1990-01-01', country: 'US', region: 'US-CA' },
        },
        context,
      ),
    );
    const userId = registered.userId;
    await this.runner.waitFor(registered.position, this.config.projectionWaitTimeoutMs);

    const answers: RatingAnswers = {
      padelLevel: padelLevelFor(input.padelRating),
      pickleballLevel: padelLevelFor(input.padelRating),
      primarySport: input.favoriteGame,
      yearsPlaying: input.yearsPlaying,
      preferredPosition: input.preferredPosition,
      playingFrequency: FREQUENCY_BY_SKILL[input.skillLevel],
      competitiveExperience: EXPERIENCE_BY_SKILL[input.skillLevel],
      previousRatingSystem: null,
    };
    const rated = await this.executor.handle(
      streamNames().user(userId),
      userDecider,
      { type: 'CompleteRatingQuestionnaire', data: { userId, answers, now: new Date().toISOString() } },
      context,
    );
    if (rated.position) await this.runner.waitFor(rated.position, this.config.projectionWaitTimeoutMs);

    const amountCents = parseMoney(input.balance) ?? 0; // the DTO already refused anything else
    if (amountCents > 0) {
      await this.commands.execute(
        new AdjustBalanceCommand(
          userId,
          amountCents,
          STARTING_BALANCE_REASON,
          { correlationId, actorUserId: SYSTEM_ACTOR },
          'test-user-starting-balance',
        ),
      );
    }
    // Wallet commands answer without waiting for the read models; this answer reads one.
    await this.fence.reached(this.config.projectionWaitTimeoutMs);
    return this.view(userId);
  }

  /** The user's read-model row plus the skill level kept in their questionnaire answers. */
  async view(userId: string): Promise<TestUserView> {
    const row = await this.users.findById(userId);
    if (!row) throw new Error(`user ${userId} is missing from the read model`);
    return toView(row, await this.skillLevel(userId));
  }

  private async skillLevel(userId: string): Promise<SkillLevel | null> {
    const events = await this.store.readStream(streamNames().user(userId));
    const last = [...events].reverse().find((e) => e.type === 'RatingQuestionnaireCompleted');
    const answers = (last?.data as { answers?: RatingAnswers } | undefined)?.answers;
    return skillLevelOf(answers?.competitiveExperience);
  }
}

function toView(row: UserRow, skillLevel: SkillLevel | null): TestUserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    balance: row.balance,
    padelRating: row.padelRating,
    skillLevel,
    yearsPlaying: row.yearsPlaying,
    preferredPosition: row.preferredPosition,
    favoriteGame: row.favoriteGame,
    isAdmin: row.isAdmin,
  };
}
