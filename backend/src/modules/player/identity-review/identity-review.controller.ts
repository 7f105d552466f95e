import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { playerErrors } from '../../../domain/player/player.errors';
import { DomainError } from '../../../domain/shared/decider';
import { toPage } from '../../../infrastructure/http/paging';
import { commandContext } from '../../../infrastructure/http/request-context';
import { AdminGuard, UsersReadRepository, currentUser } from '../../identity/identity.public';
import { IdentityDocumentStore } from '../identity-verification/identity-document-store';
import { PlayerStreams } from '../shared/player-streams';
import {
  ApproveVerificationDto,
  RejectVerificationDto,
  IdentityReviewDecisionSchema,
  IdentityReviewPageSchema,
  ReviewQueryDto,
} from './identity-review.dto';
import { IdentityReviewRead } from './identity-review.read';

const verificationId = new ParseUUIDPipe({ exceptionFactory: () => playerErrors.verificationNotFound() });
const documentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => playerErrors.documentNotFound() });

/**
 * Finance's identity-review queue (manual review): the verifications with their documents, each
 * document streamed to admins only, and approval or rejection with a reason. A decision is an event
 * on the player's stream with the admin as `decidedBy` (so the audit log lists it).
 */
@ApiTags('admin')
@Controller('admin/identity-verifications')
@UseGuards(AdminGuard)
export class IdentityReviewController {
  constructor(
    private readonly reads: IdentityReviewRead,
    private readonly streams: PlayerStreams,
    private readonly users: UsersReadRepository,
    private readonly documents: IdentityDocumentStore,
  ) {}

  /** `?status=pending` is the queue, oldest first; paged `{ items, total, page, pageSize }`. */
  @ApiOkResponse({ type: IdentityReviewPageSchema })
  @Get()
  list(@Query() query: ReviewQueryDto) {
    return this.reads.page(query.status, toPage(query));
  }

  /** The document's bytes as uploaded (its type was checked from them), for viewing in the browser. */
  @ApiProduces('image/jpeg', 'image/png', 'application/pdf')
  @ApiOkResponse({ description: 'The document.', schema: { type: 'string', format: 'binary' } })
  @Get(':id/documents/:documentId')
  async document(
    @Param('id', verificationId) id: string,
    @Param('documentId', documentIdPipe) documentId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const found = await this.reads.document(id, documentId);
    if (!found) throw playerErrors.documentNotFound();
    const file = await this.documents.open(documentId, found.contentType);
    if (!file) {
      throw new DomainError(
        'IDENTITY.DOCUMENT_MISSING',
        "This document's file is missing from the server's storage (DATA_DIR). Ask the player to upload it again.",
        'not_found',
      );
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, {
      type: found.contentType,
      length: file.size,
      disposition: `inline; filename="${this.documents.fileName(documentId, found.contentType)}"`,
    });
  }

  @ApiOkResponse({ type: IdentityReviewDecisionSchema })
  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Param('id', verificationId) id: string,
    @Body() body: ApproveVerificationDto,
    @Req() req: Request,
  ): Promise<IdentityReviewDecisionSchema> {
    return this.decide(id, 'verified', body.reason, body.legalName ?? null, req);
  }

  @ApiOkResponse({ type: IdentityReviewDecisionSchema })
  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @Param('id', verificationId) id: string,
    @Body() body: RejectVerificationDto,
    @Req() req: Request,
  ): Promise<IdentityReviewDecisionSchema> {
    return this.decide(id, 'rejected', body.reason, null, req);
  }

  private async decide(
    id: string,
    outcome: 'verified' | 'rejected',
    reason: string,
    legalName: string | null,
    req: Request,
  ): Promise<IdentityReviewDecisionSchema> {
    const admin = currentUser(req);
    const verification = await this.reads.verification(id);
    if (!verification) throw playerErrors.verificationNotFound();
    if (verification.provider !== 'manual') throw playerErrors.notManualReview();
    if (verification.userId === admin.id) throw playerErrors.ownVerification();
    const player = await this.users.findById(verification.userId);
    if (!player) throw playerErrors.verificationNotFound();
    const accountName = `${player.firstName} ${player.lastName}`;
    const { state, events } = await this.streams.execute(
      player.id,
      {
        type: 'DecideIdentityVerification',
        data: {
          userId: player.id,
          verificationId: id,
          outcome,
          // The reviewer confirms the document shows the account holder unless they type the name it shows.
          legalName: outcome === 'verified' ? (legalName ?? accountName) : null,
          accountName,
          reason,
          decidedBy: admin.id,
          now: new Date().toISOString(),
        },
      },
      { ...commandContext(req), actorUserId: admin.id },
    );
    const record = state.verifications.get(id);
    const decided = events.find((e) => e.type === 'IdentityVerificationRejected' || e.type === 'IdentityVerified');
    return {
      id,
      status: record?.status ?? 'pending',
      level: record?.level ?? 1,
      reason: decided && 'reason' in decided.data ? (decided.data.reason ?? null) : reason,
    };
  }
}
