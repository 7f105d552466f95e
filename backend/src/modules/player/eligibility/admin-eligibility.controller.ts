import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { DomainError } from '../../../domain/shared/decider';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import { trim } from '../../../infrastructure/http/text-transforms';
import { AdminGuard, UsersReadRepository, currentUser } from '../../identity/identity.public';
import { EligibilitySchema } from '../shared/eligibility.schema';
import { EligibilityView } from '../shared/eligibility-view';
import { PlayerReads } from '../shared/player-reads';
import { PlayerStreams } from '../shared/player-streams';

export class CorrectDateOfBirthDto {
  @ApiProperty({ example: '1990-04-01' })
  @Transform(trim)
  @IsString({ message: 'Date of birth must be a date such as 1990-04-01.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date of birth must be a date such as 1990-04-01.' })
  dateOfBirth: string;

  @ApiProperty({ example: 'Passport checked: the sign-up form had day and month swapped.' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

/** One change to who the player may be for money: its event, when, by whom, and why. */
export class EligibilityHistoryEntrySchema {
  @ApiProperty({ example: 'DateOfBirthCorrected' }) type: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiNullable({ type: String, description: 'The account that made the change (null: the system).' })
  actorUserId: string | null;
  @ApiNullable({ type: String }) reason: string | null;
}

export class AdminEligibilitySchema {
  @ApiProperty({ type: EligibilitySchema }) eligibility: EligibilitySchema;
  @ApiProperty({ type: [EligibilityHistoryEntrySchema] }) history: EligibilityHistoryEntrySchema[];
}

/**
 * A player's eligibility as admins see it (issue 20 §4 and §5): status and its history; and the one
 * correction an admin may make, the date of birth, with a reason, as a new event. Admins cannot
 * loosen a player's own limits (there is no route for it) nor correct their own record.
 */
@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminEligibilityController {
  constructor(
    private readonly streams: PlayerStreams,
    private readonly reads: PlayerReads,
    private readonly users: UsersReadRepository,
  ) {}

  @ApiOkResponse({ type: AdminEligibilitySchema })
  @Get(':id/eligibility')
  async eligibility(@Param('id') userId: string): Promise<AdminEligibilitySchema> {
    await this.requireUser(userId);
    const [eligibility, history] = await Promise.all([this.reads.eligibility(userId), this.streams.history(userId)]);
    return {
      eligibility,
      history: history.map((event) => ({
        type: event.type,
        at: event.recordedAt.toISOString(),
        actorUserId: (event.metadata as { actorUserId?: string | null }).actorUserId ?? null,
        reason: (event.data as { reason?: unknown }).reason?.toString() ?? null,
      })),
    };
  }

  @ApiOkResponse({ type: EligibilitySchema })
  @Post(':id/date-of-birth')
  @HttpCode(200)
  async correctDateOfBirth(
    @Param('id') userId: string,
    @Body() body: CorrectDateOfBirthDto,
    @Req() req: Request,
  ): Promise<EligibilityView> {
    const admin = currentUser(req);
    if (admin.id === userId) {
      throw new DomainError(
        'ELIGIBILITY.OWN_RECORD',
        'No administrator can correct their own date of birth: ask another administrator.',
        'forbidden',
      );
    }
    await this.requireUser(userId);
    await this.streams.execute(
      userId,
      {
        type: 'CorrectDateOfBirth',
        data: {
          userId,
          dateOfBirth: body.dateOfBirth,
          reason: body.reason,
          adminId: admin.id,
          now: new Date().toISOString(),
        },
      },
      commandContext(req),
    );
    return this.reads.eligibility(userId);
  }

  private async requireUser(userId: string): Promise<void> {
    if (!(await this.users.findById(userId))) {
      throw new DomainError('USER.NOT_FOUND', 'This player does not exist.', 'not_found');
    }
  }
}
