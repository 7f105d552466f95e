import { STILL_WORKING_LABEL } from '@/lib/idempotency';
import { Fragment } from 'react';
import { TrophyIcon, UserIcon } from '@/components/ui/icons';
import { PlayerLink } from '@/components/player-link';
import { formatRating, initialsOf, personName, sportOf } from '@/lib/tournaments';
import type { SlotPosition, TeamNumber, TournamentDetail, TournamentParticipant } from '@/types/api';
import { usd } from '@/lib/money';
import { feesOf, participantAt, POSITIONS, teamLabel, TEAMS } from '../../utils/tournament-view';

interface TeamSlotsProps {
  tournament: TournamentDetail;
  userId: string | null;
  /** Empty slots offer a Join button (a signed-in non-participant while waiting). */
  canJoin: boolean;
  joining: { teamNumber: TeamNumber; position: SlotPosition } | null;
  /** The server is still working on this join (IDEMPOTENCY.IN_PROGRESS): retried with the same key. */
  stillWorking?: boolean;
  onJoin: (teamNumber: TeamNumber, position: SlotPosition) => void;
}

function PlayerSlot({
  participant,
  game,
  isYou,
  isCreator,
  label,
}: {
  participant: TournamentParticipant;
  game: string;
  isYou: boolean;
  isCreator: boolean;
  label: string;
}) {
  const rating = sportOf(game).kind === 'pickleball' ? participant.pickleballRating : participant.padelRating;
  const reserved = participant.status === 'reserved';
  return (
    <li
      className={`slot${isYou ? ' slot--you' : ''}`}
      aria-label={`${label}: ${personName(participant)}${reserved ? ' (reserved)' : ''}`}
    >
      <span className="avatar avatar--sm" aria-hidden="true">
        {initialsOf(participant)}
      </span>
      <span className="slot__body">
        <span className="slot__label">{label}</span>
        <span className="slot__name">
          {isYou ? personName(participant) : <PlayerLink player={{ ...participant, id: participant.userId }} />}
          {isYou && <span className="tag tag--green">You</span>}
          {isCreator && <span className="tag tag--blue">Creator</span>}
        </span>
        <span className="slot__meta">Rating {formatRating(rating)}</span>
      </span>
      {reserved && <span className="tag tag--amber">Reserved</span>}
    </li>
  );
}

export function TeamSlots({ tournament, userId, canJoin, joining, stillWorking = false, onJoin }: TeamSlotsProps) {
  const price = usd(feesOf(tournament).totalPerPlayerCents);
  const winningTeam =
    tournament.status === 'completed' ? (tournament.winningTeam ?? tournament.result?.winningTeam ?? null) : null;

  return (
    <div className="teams" role="group" aria-label="Teams">
      {TEAMS.map((team, index) => (
        <Fragment key={team}>
          {index === 1 && (
            <span className="teams__vs" aria-hidden="true">
              VS
            </span>
          )}
          <section
            className={`team${winningTeam === team ? ' team--winner' : ''}`}
            aria-labelledby={`team-${team}-title`}
          >
            <h2 id={`team-${team}-title`} className="team__title">
              {teamLabel(team)}
              {winningTeam === team && (
                <span className="tag tag--amber">
                  <TrophyIcon size={12} /> Winners
                </span>
              )}
            </h2>
            <ul className="team__slots">
              {POSITIONS.map((position) => {
                const label = `Player ${position}`;
                const participant = participantAt(tournament, team, position);
                if (participant) {
                  return (
                    <PlayerSlot
                      key={position}
                      participant={participant}
                      game={tournament.game}
                      isYou={participant.userId === userId}
                      isCreator={participant.userId === tournament.creatorId}
                      label={label}
                    />
                  );
                }
                const isJoiningHere = joining?.teamNumber === team && joining.position === position;
                return (
                  <li key={position} className="slot slot--empty">
                    <span className="avatar avatar--empty avatar--sm" aria-hidden="true">
                      <UserIcon size={14} />
                    </span>
                    <span className="slot__body">
                      <span className="slot__label">{label}</span>
                      <span className="slot__name muted">Open slot</span>
                    </span>
                    {canJoin && (
                      <button
                        type="button"
                        className="btn btn--primary btn--sm"
                        aria-label={`Join ${teamLabel(team)}, ${label}`}
                        disabled={joining !== null}
                        onClick={() => onJoin(team, position)}
                      >
                        {isJoiningHere ? (stillWorking ? STILL_WORKING_LABEL : 'Joining...') : `Join (${price})`}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </Fragment>
      ))}
    </div>
  );
}
