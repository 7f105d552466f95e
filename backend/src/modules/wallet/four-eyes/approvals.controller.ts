import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { toPage } from '../../../infrastructure/http/paging';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { ApprovalsRead } from './approvals.read';
import {
  ApprovalDecisionSchema,
  ApprovalsPageSchema,
  ApprovalsQueryDto,
  ApproveApprovalDto,
  RejectApprovalDto,
} from './approvals.schema';
import { FourEyesApprovals } from './four-eyes.service';

/**
 * The second admin's side of four eyes: the queue of requests, approving (which carries the action
 * out) and rejecting. The requester cannot approve their own request (403 APPROVAL.SAME_ADMIN), and
 * no one decides about their own wallet or role (403 APPROVAL.OWN_ACCOUNT).
 */
@ApiTags('admin')
@Controller('admin/approvals')
@UseGuards(AdminGuard)
export class ApprovalsController {
  constructor(
    private readonly approvals: FourEyesApprovals,
    private readonly reads: ApprovalsRead,
  ) {}

  @ApiOkResponse({ type: ApprovalsPageSchema })
  @Get()
  list(@Query() query: ApprovalsQueryDto) {
    return this.reads.page(query.status, toPage(query));
  }

  @ApiOkResponse({ type: ApprovalDecisionSchema })
  @Post(':approvalId/approve')
  @HttpCode(200)
  @Idempotent()
  async approve(@Param('approvalId') approvalId: string, @Body() body: ApproveApprovalDto, @Req() req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    const { status, approvedBy } = await this.approvals.approve(approvalId, body.reason ?? '', context);
    return { approvalId, status, approvedBy };
  }

  @ApiOkResponse({ type: ApprovalDecisionSchema })
  @Post(':approvalId/reject')
  @HttpCode(200)
  @Idempotent()
  reject(@Param('approvalId') approvalId: string, @Body() body: RejectApprovalDto, @Req() req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    return this.approvals.reject(approvalId, body.reason, context);
  }
}
