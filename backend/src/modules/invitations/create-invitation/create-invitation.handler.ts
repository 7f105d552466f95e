import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CreateInvitation, invitationDecider } from '../../../domain/invitation/invitation.decider';
import { InvitationCreated, invitationStreamName } from '../../../domain/invitation/invitation.events';
import { slotOf } from '../../../domain/tournament/tournament.state';
import { GlobalPosition } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { SendLimits } from '../../../infrastructure/http/send-limits';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { hashInvitationToken } from '../../../projections/invitations/invitation-token';
import { invitationMessages } from '../../../projections/notifications/outbox-drafts';
import { TournamentInvitationRow } from '../../../projections/invitations/tournament-invitation.entity';
import { normalizeEmail, UsersReadRepository } from '../../identity/identity.public';
import { InvitationStreams } from '../shared/invitation-streams';
import { invitationLimits } from './invitation-limits';
import { queueInvitationMessages } from './queue-invitation-messages';

export class CreateInvitationCommand {
  constructor(
    readonly tournamentId: string,
    readonly inviter: { id: string; name: string },
    readonly input: { email: string | null; phone: string | null; name: string | null },
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

export interface CreateInvitationResult {
  invitation: InvitationCreated['data'];
  /** The link's secret: answered to the inviter and sent in the messages, stored nowhere. */
  token: string;
  position: GlobalPosition;
}

/**
 * A new stream `invitation-{sha256 of the token}`; the token is 32 random bytes (base64url), the
 * link's only secret, and only its hash is stored. The e-mail and text are queued here, after the
 * append, because only this command has the raw token. The invited e-mail is matched against existing accounts so that player is also told
 * in the app.
 */
@CommandHandler(CreateInvitationCommand)
export class CreateInvitationHandler implements ICommandHandler<CreateInvitationCommand, CreateInvitationResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly streams: InvitationStreams,
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
    private readonly limits: SendLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    tournamentId,
    inviter,
    input,
    context,
    now,
  }: CreateInvitationCommand): Promise<CreateInvitationResult> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashInvitationToken(token);
    const tournament = await this.streams.tournament(tournamentId);
    const invitedEmail = input.email ? normalizeEmail(input.email) : null;
    const invitedUser = invitedEmail ? await this.users.findByEmail(invitedEmail) : null;
    // From the read model: a moment's lag can let one invitation past the cap, which is harmless.
    const sentByInviter = await this.dataSource
      .getRepository(TournamentInvitationRow)
      .count({ where: { tournamentId, inviterId: inviter.id } });
    const command: CreateInvitation = {
      type: 'CreateInvitation',
      data: {
        invitationId: randomUUID(),
        tokenHash,
        inviterId: inviter.id,
        inviterName: inviter.name,
        invitedEmail,
        invitedPhone: input.phone,
        invitedName: input.name,
        invitedUserId: invitedUser?.id ?? null,
        tournament: {
          tournamentId,
          name: tournament.details?.name ?? '',
          status: tournament.status,
          deleted: tournament.deleted,
          inviterHoldsSlot: Boolean(slotOf(tournament, inviter.id)),
          sentByInviter,
        },
        now: now.toISOString(),
      },
    };
    // Judged first (a refused invitation counts nothing), then counted: what a player can make us
    // send is limited per match, per recipient and per sender (429 with Retry-After, no event).
    invitationDecider.decide(command, invitationDecider.initialState());
    await this.limits.take(
      ...invitationLimits(this.config.invitationLimits, {
        tournamentId,
        inviterId: inviter.id,
        email: invitedEmail,
        phone: input.phone,
      }),
    );
    const eventId = deterministicUuid('InvitationCreated', tokenHash);
    const result = await this.executor.handle(invitationStreamName(tokenHash), invitationDecider, command, context, {
      eventId: () => eventId,
    });
    const created = result.events[0];
    if (!result.position || created?.type !== 'InvitationCreated') throw new Error('CreateInvitation appended nothing');
    await queueInvitationMessages(
      this.dataSource,
      eventId,
      invitationMessages(created.data, `/invite/${token}`, tournament.details ?? undefined),
    );
    return { invitation: created.data, token, position: result.position };
  }
}
