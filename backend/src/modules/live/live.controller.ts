import { Controller, Get, Headers, HttpException, HttpStatus, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { tournamentErrors } from '../../domain/tournament/tournament.errors';
import { SignedInGuard, currentUser } from '../identity/identity.public';
import { LiveHub } from './live-hub';
import { MAX_STREAMS_PER_USER } from './live-streams';

/**
 * GET /api/live: a server-sent events stream of what just changed for the signed-in user (their
 * wallet, bell and matches; `?tournament=` the match page open; admins the review queues). Each
 * event is `{ kind, id }` with the change's global position as its id; the client refetches
 * through the normal API. See docs/decisions/live.md.
 */
@ApiTags('live')
@Controller('live')
@UseGuards(SignedInGuard)
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'A text/event-stream of `data: {"kind": "...", "id": "..."}` events.' })
  @ApiQuery({ name: 'tournament', required: false, description: 'The match page the client has open.' })
  @ApiQuery({ name: 'lastEventId', required: false, description: 'Where to resume (as the Last-Event-ID header).' })
  async open(
    @Req() req: Request,
    @Res() res: Response,
    @Query('tournament') tournament: unknown,
    @Query('lastEventId') lastEventIdQuery: unknown,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
  ): Promise<void> {
    const user = currentUser(req);
    const matchPage = await this.readableTournament(tournament);
    if (this.hub.streams.countOf(user.id) >= MAX_STREAMS_PER_USER) {
      throw new HttpException(
        {
          message: `You have ${MAX_STREAMS_PER_USER} live pages open already; close a tab and this one updates itself again.`,
          code: 'LIVE.TOO_MANY_STREAMS',
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const lastEventId =
      lastEventIdHeader ??
      (typeof lastEventIdQuery === 'string' && lastEventIdQuery !== '' ? lastEventIdQuery : undefined);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Proxies must neither buffer nor transform (compress) the stream, nor keep it.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    this.hub.streams.open(
      res,
      { userId: user.id, sessionId: req.sessionID, isAdmin: user.isAdmin, tournament: matchPage },
      lastEventId,
    );
  }

  /** Any signed-in player may read a match that is not deleted, so may hear it change. */
  private async readableTournament(id: unknown): Promise<string | null> {
    if (id === undefined || id === '') return null;
    if (typeof id !== 'string' || id.length > 100) {
      throw new HttpException(
        { message: 'Give one tournament id to follow, as ?tournament={id}.', code: 'LIVE.INVALID_TOURNAMENT' },
        HttpStatus.BAD_REQUEST,
      );
    }
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM tournaments WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    if (rows.length === 0) throw tournamentErrors.notFound();
    return id;
  }
}
