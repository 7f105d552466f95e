import { Inject, Injectable } from '@nestjs/common';
import { InvitationState, invitationDecider, invitationErrors } from '../../../domain/invitation/invitation.decider';
import { INVITATION_TOKEN_PATTERN, invitationStreamName } from '../../../domain/invitation/invitation.events';
import { hashInvitationToken, upcastInvitationEvent } from '../../../projections/invitations/invitation-token';
import { fold } from '../../../domain/shared/decider';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { TournamentState, evolveTournament, initialTournamentState } from '../../../domain/tournament/tournament.state';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';

export interface LoadedInvitation {
  state: InvitationState & { invitation: NonNullable<InvitationState['invitation']> };
  tournament: TournamentState;
  /** Where the invitation's events are: `invitation-{tokenHash}`, or an old `invitation-{token}`. */
  streamName: string;
}

/**
 * Reads straight from the streams: the invitation (one short stream per token) and its
 * tournament, folded with the tournament domain's own `evolveTournament`, so the invitation view
 * is always current and depends on no other module's tables.
 */
/** randomBytes(32) in base64url: every token made before hashing. */
const LEGACY_TOKEN_LENGTH = 43;

@Injectable()
export class InvitationStreams {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async tournament(tournamentId: string): Promise<TournamentState> {
    const events = await this.store.readStream(streamNames().tournament(tournamentId));
    return events.reduce(
      (state, e) => evolveTournament(state, { type: e.type, data: e.data } as TournamentEvent),
      initialTournamentState(),
    );
  }

  /** The invitation and its tournament; 404 "invalid or has expired" for an unknown token or a deleted tournament. */
  async load(token: string): Promise<LoadedInvitation> {
    if (!INVITATION_TOKEN_PATTERN.test(token)) throw invitationErrors.invalid();
    // Found by the token's hash; an invitation made before issue 22 lives under its raw token
    // (events are immutable), so its link keeps working. Those tokens were all 43 characters: a
    // 64-character hash presented as a token must never open the stream it names.
    let streamName = invitationStreamName(hashInvitationToken(token));
    let events = await this.store.readStream(streamName);
    if (events.length === 0 && token.length === LEGACY_TOKEN_LENGTH) {
      streamName = invitationStreamName(token);
      events = await this.store.readStream(streamName);
    }
    const state = fold(
      invitationDecider,
      events.map((e) => upcastInvitationEvent({ type: e.type, data: e.data })),
    );
    if (!state.invitation) throw invitationErrors.invalid();
    const tournament = await this.tournament(state.invitation.tournamentId);
    if (!tournament.details || tournament.deleted) throw invitationErrors.invalid();
    return { state: state as LoadedInvitation['state'], tournament, streamName };
  }
}
