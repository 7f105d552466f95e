import { Controller, Param, ParseUUIDPipe, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MAX_DOCUMENTS_PER_VERIFICATION } from '../../../domain/player/player.decider';
import { playerErrors } from '../../../domain/player/player.errors';
import { CommitOutcomeUnknownError } from '../../../infrastructure/event-sourcing/append-once';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { PlayerStreams } from '../shared/player-streams';
import { readDocumentUpload } from './document-upload';
import { IdentityDocumentStore } from './identity-document-store';
import { UploadedDocumentSchema } from './identity-verification.dto';

/**
 * Manual review: the signed-in owner of a pending manual verification uploads a document (a level-1
 * identity document, or a level-2 proof of address). Everything that can be refused without the
 * bytes is refused before they are read; the file is stored, then its event appended (the file is
 * removed again if the append fails).
 */
@ApiTags('user')
@Controller('user/identity-verifications')
@UseGuards(SignedInGuard)
export class UploadDocumentController {
  constructor(
    private readonly streams: PlayerStreams,
    private readonly documents: IdentityDocumentStore,
  ) {}

  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG or PDF, at most 10 MB.' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedDocumentSchema })
  @Post(':id/documents')
  async upload(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => playerErrors.verificationNotFound() })) id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadedDocumentSchema> {
    const user = currentUser(req);
    // Another player's verification is not found, like one that does not exist.
    const record = (await this.streams.state(user.id)).verifications.get(id);
    if (!record) throw playerErrors.verificationNotFound();
    if (record.provider !== 'manual') throw playerErrors.notManualReview();
    if (record.status !== 'pending') throw playerErrors.verificationNotPending();
    if (record.documents >= MAX_DOCUMENTS_PER_VERIFICATION) {
      throw playerErrors.tooManyDocuments(MAX_DOCUMENTS_PER_VERIFICATION);
    }
    const { bytes, contentType } = await readDocumentUpload(req, res);
    const stored = await this.documents.save(bytes, contentType);
    try {
      await this.streams.execute(
        user.id,
        {
          type: 'AddIdentityDocument',
          data: {
            userId: user.id,
            verificationId: id,
            documentId: stored.documentId,
            contentType,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            now: new Date().toISOString(),
          },
        },
        commandContext(req),
      );
    } catch (error) {
      // Not recorded: no file without its event. (Unknown: keep it, the event may be there.)
      if (!(error instanceof CommitOutcomeUnknownError)) await stored.remove();
      throw error;
    }
    return {
      id: stored.documentId,
      verificationId: id,
      contentType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
    };
  }
}
