import { Inject, Injectable } from '@nestjs/common';
import { InvitationState, invitationDecider, invitationErrors } from '../../../domain/invitation/invitation.decider';
import {
  INVITATION_TOKEN_PATTERN,
  InvitationEvent,
  invitationStreamName,
} from '../../../domain/invitation/invitation.events';
import { fold } from '../../../domain/shared/decider';
import { TournamentEvent } from '../../../domain/tournament/tournament.events';
import { TournamentState, evolveTournament, initialTournamentState } from '../../../domain/tournament/tournament.state';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';

export interface LoadedInvitation {
  state: InvitationState & { invitation: NonNullable<InvitationState['invitation']> };
  tournament: TournamentState;
}

/**
 * Reads straight from the streams: the invitation (one short stream per token) and its
 * tournament, folded with the tournament domain's own `evolveTournament`, so the invitation view
 * is always current and depends on no other module's tables.
 */
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
    const events = await this.store.readStream(invitationStreamName(token));
    const state = fold(
      invitationDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as InvitationEvent),
    );
    if (!state.invitation) throw invitationErrors.invalid();
    const tournament = await this.tournament(state.invitation.tournamentId);
    if (!tournament.details || tournament.deleted) throw invitationErrors.invalid();
    return { state: state as LoadedInvitation['state'], tournament };
  }
}
