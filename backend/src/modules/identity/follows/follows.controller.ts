import { Controller, Delete, Get, Inject, Param, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { GlobalPosition } from '../../../event-store/event-store.port';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../shared/guards';
import { FollowPlayerCommand } from './follow-player.handler';

export class FollowedPlayerSchema {
  @ApiProperty() id: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiProperty({ format: 'date-time' }) followedAt: string;
}

export class FollowingSchema {
  @ApiProperty({ type: [FollowedPlayerSchema], description: 'Newest first.' }) players: FollowedPlayerSchema[];
}

export class FollowStateSchema {
  @ApiProperty() playerId: string;
  @ApiProperty() following: boolean;
}

/**
 * Following players (the seed's `user_follows`): the signed-in player follows or unfollows another
 * from the leaderboard or a match; Home shows the followed players' open matches first. 404
 * "This player does not exist.", 400 "You cannot follow yourself.", 409 at the limit.
 */
@ApiTags('user')
@Controller('user/following')
@UseGuards(SignedInGuard)
export class FollowsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: ReadModels,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The players the signed-in player follows. */
  @ApiOkResponse({ type: FollowingSchema })
  @Get()
  async list(@Req() req: Request): Promise<FollowingSchema> {
    const rows = await this.dataSource.query<
      Array<{ id: string; first_name: string | null; last_name: string | null; created_at: Date }>
    >(
      `SELECT f.following_id AS id, u.first_name, u.last_name, f.created_at
         FROM user_follows f LEFT JOIN users u ON u.id = f.following_id
        WHERE f.follower_id = $1 ORDER BY f.created_at DESC, f.following_id`,
      [currentUser(req).id],
    );
    return {
      players: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        followedAt: new Date(r.created_at).toISOString(),
      })),
    };
  }

  @ApiOkResponse({ type: FollowStateSchema })
  @Put(':playerId')
  follow(@Param('playerId') playerId: string, @Req() req: Request): Promise<FollowStateSchema> {
    return this.change(playerId, true, req);
  }

  @ApiOkResponse({ type: FollowStateSchema })
  @Delete(':playerId')
  unfollow(@Param('playerId') playerId: string, @Req() req: Request): Promise<FollowStateSchema> {
    return this.change(playerId, false, req);
  }

  private async change(playerId: string, follow: boolean, req: Request): Promise<FollowStateSchema> {
    const position = await this.commands.execute<FollowPlayerCommand, GlobalPosition | null>(
      new FollowPlayerCommand(currentUser(req).id, playerId, follow, commandContext(req)),
    );
    // Read your writes: the list and Home show the change on the next read.
    if (position) await this.runner.waitFor(position, this.config.projectionWaitTimeoutMs);
    return { playerId, following: follow };
  }
}
