import { Body, Controller, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { userDecider } from '../../../domain/user/user.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';
import { UpdateRatingDto } from './update-rating.dto';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('user')
@Controller('user')
export class UpdateRatingController {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ReadModels,
    private readonly users: UsersReadRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Saves the questionnaire, sets the starting ratings and isRatingComplete. Answers the updated user. */
  @ApiOkResponse({ type: SessionUserSchema })
  @Put('rating')
  @UseGuards(SignedInGuard)
  async updateRating(@Body() body: UpdateRatingDto, @Req() req: Request): Promise<SessionUser> {
    const userId = currentUser(req).id;
    const result = await this.executor.handle(
      streamNames().user(userId),
      userDecider,
      {
        type: 'CompleteRatingQuestionnaire',
        data: {
          userId,
          now: new Date().toISOString(),
          answers: {
            padelLevel: body.padelLevel,
            pickleballLevel: body.pickleballLevel,
            primarySport: body.primarySport,
            yearsPlaying: body.yearsPlaying,
            preferredPosition: body.preferredPosition ?? null,
            playingFrequency: body.playingFrequency,
            competitiveExperience: body.competitiveExperience,
            previousRatingSystem: body.previousRatingSystem ?? null,
          },
        },
      },
      commandContext(req),
    );
    if (result.position) await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    const user = await this.users.findById(userId);
    return toSessionUser(user ?? currentUser(req));
  }
}
