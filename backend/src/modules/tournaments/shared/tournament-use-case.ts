import type { Request } from 'express';
import { Actor } from '../../../domain/tournament/tournament.commands';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { commandContext } from '../../../infrastructure/http/request-context';
import { actsAsAdmin, currentUser } from '../../identity/identity.public';

/**
 * Who is asking, as the tournament decider needs it: an admin with a second factor acts as an admin,
 * anyone else as a player.
 */
export function actorOf(req: Request): Actor {
  const user = currentUser(req);
  return { kind: actsAsAdmin(user) ? 'admin' : 'player', userId: user.id };
}

/** The command context of a signed-in request (the acting user is always known). */
export function signedInContext(req: Request): CommandContext {
  return { ...commandContext(req), actorUserId: currentUser(req).id };
}
