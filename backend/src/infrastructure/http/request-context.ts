import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CommandContext } from '../event-sourcing/command-executor';

declare module 'express-serve-static-core' {
  interface Request {
    correlationId?: string;
  }
}

/** Every request gets a correlation id (the caller's X-Request-Id when it is sane), echoed back. */
export function correlationIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  req.correlationId = incoming && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.correlationId);
  next();
}

export function commandContext(req: Request): CommandContext {
  const user: { id?: string } | undefined = req.user;
  return { correlationId: req.correlationId ?? randomUUID(), actorUserId: user?.id ?? null };
}
