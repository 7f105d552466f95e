import { Body, Controller, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { approvalErrors } from '../../../domain/approval/approval.errors';
import { DomainError } from '../../../domain/shared/decider';
import { firstRow } from '../../../infrastructure/database/first-row';
import { commandContext } from '../../../infrastructure/http/request-context';
import { trim } from '../../../infrastructure/http/text-transforms';
import { AdminGuard, UsersReadRepository, currentUser } from '../../identity/identity.public';
import { FourEyesApprovals } from '../../wallet/wallet.public';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';

export class ChangeRoleDto {
  @ApiProperty({ enum: ['admin', 'player'] })
  @IsIn(['admin', 'player'], { message: 'The role must be admin or player.' })
  role: 'admin' | 'player';

  @ApiProperty({ example: 'Joins the finance team' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

/**
 * Admins are managed in the console, as events with the actor and the reason. No one changes their
 * own role. Once two admins exist a promotion needs a second admin's approval, and a demotion always
 * does (else one admin could demote the other and then promote an account of their own): 202
 * `{ status: 'awaiting_second_approval', approvalId }`. See docs/decisions/money-rails.md.
 */
@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
export class ChangeRoleController {
  constructor(
    private readonly approvals: FourEyesApprovals,
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
  ) {}

  @Post(':userId/role')
  @Idempotent()
  async change(
    @Param('userId') userId: string,
    @Body() body: ChangeRoleDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    if (userId === context.actorUserId) throw approvalErrors.ownAccount();
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
    if (user.isAdmin === (body.role === 'admin')) {
      res.status(200);
      return { userId, role: body.role, status: 'unchanged' as const };
    }
    const needsSecond = body.role === 'player' || (await this.adminCount()) >= 2;
    if (needsSecond) {
      res.status(202);
      const approvalId = this.approvals.approvalIdFor(context.actorUserId, `role:${userId}`, idempotencyKeyOf(req));
      return this.approvals.request(approvalId, { kind: 'role_change', userId, role: body.role }, body.reason, context);
    }
    await this.approvals.changeRole(userId, body.role, body.reason, context, undefined);
    return { userId, role: body.role, status: 'changed' as const };
  }

  private async adminCount(): Promise<number> {
    const { count } = firstRow(
      await this.dataSource.query<Array<{ count: string }>>('SELECT count(*) AS count FROM users WHERE is_admin'),
      'the admin count',
    );
    return Number(count);
  }
}
