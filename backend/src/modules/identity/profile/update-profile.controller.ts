import { Body, Controller, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { GlobalPosition } from '../../../event-store/event-store.port';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';
import { UpdateProfileDto } from './update-profile.dto';
import { UpdateProfileCommand } from './update-profile.handler';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('user')
@Controller('user')
export class UpdateProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: ReadModels,
    private readonly users: UsersReadRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Saves name, phone, city and bio; answers the updated session user. The e-mail has its own route. */
  @ApiOkResponse({ type: SessionUserSchema })
  @Put('profile')
  @UseGuards(SignedInGuard)
  async update(@Body() body: UpdateProfileDto, @Req() req: Request): Promise<SessionUser> {
    const userId = currentUser(req).id;
    const position = await this.commands.execute<UpdateProfileCommand, GlobalPosition | null>(
      new UpdateProfileCommand(
        userId,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone ?? null,
          city: body.city ?? null,
          bio: body.bio ?? null,
        },
        commandContext(req),
      ),
    );
    if (position) await this.runner.waitFor(position, this.config.projectionWaitTimeoutMs);
    return toSessionUser((await this.users.findById(userId)) ?? currentUser(req));
  }
}
