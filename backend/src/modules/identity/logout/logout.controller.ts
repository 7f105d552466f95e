import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../infrastructure/http/session.setup';
import { MessageBody } from '../../../infrastructure/http/api-schema';

@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  /** Ends the session (also when already signed out, so a retried logout is harmless). */
  @ApiOkResponse({ type: MessageBody })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) => req.logout((error?: Error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out successfully.' };
  }
}
