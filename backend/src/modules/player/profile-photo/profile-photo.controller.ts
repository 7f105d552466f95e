import { Controller, Get, Inject, Param, PayloadTooLargeException, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import sharp from 'sharp';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError, fold } from '../../../domain/shared/decider';
import { userDecider } from '../../../domain/user/user.decider';
import { UserEvent } from '../../../domain/user/user.events';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { CommitOutcomeUnknownError } from '../../../infrastructure/event-sourcing/append-once';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { readSingleUpload } from '../identity-verification/document-upload';
import { ProfilePhotoStore } from './profile-photo-store';

/** At most 5 MB an upload; the stored copy is a 256×256 WebP of a few kB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE = 256;
type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';
const ACCEPTED: ReadonlySet<PhotoType> = new Set<PhotoType>(['image/jpeg', 'image/png', 'image/webp']);

const photoError = (code: string, message: string) => new DomainError(code, message);

export class ProfilePhotoSchema {
  @ApiProperty({ example: '/api/users/abc/photo?v=0f8e…', description: 'Where the photo is served.' })
  profileImageUrl: string;
}

/**
 * The profile photo: uploaded as multipart (field "file"), its type found in its bytes (JPEG, PNG
 * or WebP, at most 5 MB), turned upright, cropped and resized on the server to 256×256 WebP
 * (metadata dropped), stored outside the web root, then `ProfilePhotoChanged` appended to the
 * player's user stream. Served to signed-in players by GET /api/users/{id}/photo.
 */
@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
export class ProfilePhotoController {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly photos: ProfilePhotoStore,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB.' } },
    },
  })
  @ApiOkResponse({ type: ProfilePhotoSchema })
  @Put('user/photo')
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ProfilePhotoSchema> {
    const userId = currentUser(req).id;
    const { bytes } = await readSingleUpload(req, res, {
      field: 'file',
      maxBytes: MAX_PHOTO_BYTES,
      accepted: ACCEPTED,
      tooLarge: () =>
        new PayloadTooLargeException({
          message: 'This photo is larger than 5 MB. Please choose a smaller one.',
          code: 'PROFILE.PHOTO_TOO_LARGE',
        }),
      invalid: () =>
        photoError('PROFILE.INVALID_UPLOAD', 'Please send one photo as multipart/form-data in the field "file".'),
      missing: () => photoError('PROFILE.PHOTO_REQUIRED', 'Please choose a photo to upload (JPEG, PNG or WebP).'),
      wrongType: () =>
        photoError(
          'PROFILE.PHOTO_TYPE',
          'This file is not a JPEG, PNG or WebP picture (whatever its name says). Please choose a photo in one of those formats.',
        ),
    });
    let resized: Buffer;
    try {
      resized = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw photoError('PROFILE.PHOTO_UNREADABLE', 'This picture could not be read. Please choose another photo.');
    }
    const stored = await this.photos.save(resized);
    try {
      const result = await this.executor.handle(
        streamNames().user(userId),
        userDecider,
        {
          type: 'ChangeProfilePhoto',
          data: {
            userId,
            photoId: stored.photoId,
            contentType: 'image/webp',
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            now: new Date().toISOString(),
          },
        },
        commandContext(req),
      );
      if (result.position) await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    } catch (error) {
      // Not recorded: no file without its event. (Unknown: keep it, the event may be there.)
      if (!(error instanceof CommitOutcomeUnknownError)) await stored.remove();
      throw error;
    }
    return { profileImageUrl: `/api/users/${userId}/photo?v=${stored.photoId}` };
  }

  /** A player's current photo (WebP); 404 when they have none. */
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The photo, 256×256 WebP.' })
  @Get('users/:id/photo')
  async photo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const events = await this.store.readStream(streamNames().user(id));
    const state = fold(
      userDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as UserEvent),
    );
    const bytes = state.photoId ? await this.photos.read(state.photoId) : null;
    if (!bytes) throw new DomainError('PROFILE.NO_PHOTO', 'This player has no profile photo.', 'not_found');
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The URL carries the photo's id (?v=), so a new photo is a new URL.
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.send(bytes);
  }
}
