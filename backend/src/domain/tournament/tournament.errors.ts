/** Refusals of tournament commands: stable codes for programs, sentences for people. */
import { DomainError } from '../shared/decider';
import { formatUsd } from '../shared/money';
import {
  MAX_SET_SCORE,
  MAX_SETS_TO_WIN,
  MIN_SET_SCORE,
  MIN_SETS_TO_WIN,
  PLAYERS_PER_TOURNAMENT,
} from './tournament.constants';

export const TournamentErrorCode = {
  NOT_FOUND: 'TOURNAMENT.NOT_FOUND',
  ALREADY_EXISTS: 'TOURNAMENT.ALREADY_EXISTS',
  DELETED: 'TOURNAMENT.DELETED',
  NAME_REQUIRED: 'TOURNAMENT.NAME_REQUIRED',
  INVALID_GAME: 'TOURNAMENT.INVALID_GAME',
  INVALID_FEE: 'TOURNAMENT.INVALID_FEE',
  INVALID_COURT_FEE: 'TOURNAMENT.INVALID_COURT_FEE',
  INVALID_MAX_PLAYERS: 'TOURNAMENT.INVALID_MAX_PLAYERS',
  INVALID_START_TIME: 'TOURNAMENT.INVALID_START_TIME',
  START_TOO_FAR: 'TOURNAMENT.START_TOO_FAR',
  INVALID_SLOT: 'TOURNAMENT.INVALID_SLOT',
  SLOT_TAKEN: 'TOURNAMENT.SLOT_TAKEN',
  FULL: 'TOURNAMENT.FULL',
  ALREADY_JOINED: 'TOURNAMENT.ALREADY_JOINED',
  REGISTRATION_CLOSED: 'TOURNAMENT.REGISTRATION_CLOSED',
  RESERVATION_ID_REUSED: 'TOURNAMENT.RESERVATION_ID_REUSED',
  RESERVATION_NOT_FOUND: 'TOURNAMENT.RESERVATION_NOT_FOUND',
  RESERVATION_RELEASED: 'TOURNAMENT.RESERVATION_RELEASED',
  RESERVATION_CONFIRMED: 'TOURNAMENT.RESERVATION_CONFIRMED',
  RESERVATION_NOT_EXPIRED: 'TOURNAMENT.RESERVATION_NOT_EXPIRED',
  NOT_WAITING: 'TOURNAMENT.NOT_WAITING',
  NOT_PARTICIPANT: 'TOURNAMENT.NOT_PARTICIPANT',
  JOIN_IN_PROGRESS: 'TOURNAMENT.JOIN_IN_PROGRESS',
  CREATOR_CANNOT_LEAVE: 'TOURNAMENT.CREATOR_CANNOT_LEAVE',
  NOT_FULL: 'TOURNAMENT.NOT_FULL',
  ALREADY_WAITLISTED: 'TOURNAMENT.ALREADY_WAITLISTED',
  NOT_ALL_JOINED: 'TOURNAMENT.NOT_ALL_JOINED',
  ALL_JOINED: 'TOURNAMENT.ALL_JOINED',
  TOO_EARLY: 'TOURNAMENT.TOO_EARLY',
  NOT_CREATOR: 'TOURNAMENT.NOT_CREATOR',
  ALREADY_SETTLED: 'TOURNAMENT.ALREADY_SETTLED',
  NOT_IN_PROGRESS: 'TOURNAMENT.NOT_IN_PROGRESS',
  INVALID_SCORE: 'TOURNAMENT.INVALID_SCORE',
  RESULT_ALREADY_REPORTED: 'TOURNAMENT.RESULT_ALREADY_REPORTED',
  NO_RESULT_REPORTED: 'TOURNAMENT.NO_RESULT_REPORTED',
  SAME_TEAM: 'TOURNAMENT.SAME_TEAM',
  RESULT_DISPUTED: 'TOURNAMENT.RESULT_DISPUTED',
  RESULT_FINAL: 'TOURNAMENT.RESULT_FINAL',
  CONFIRM_WINDOW_OPEN: 'TOURNAMENT.CONFIRM_WINDOW_OPEN',
  REASON_REQUIRED: 'TOURNAMENT.REASON_REQUIRED',
  INVALID_WINNER: 'TOURNAMENT.INVALID_WINNER',
  NO_FINAL_RESULT: 'TOURNAMENT.NO_FINAL_RESULT',
  FEE_LOCKED: 'TOURNAMENT.FEE_LOCKED',
} as const;

export type TournamentErrorCode = (typeof TournamentErrorCode)[keyof typeof TournamentErrorCode];

const C = TournamentErrorCode;
const err = (code: TournamentErrorCode, message: string, kind: DomainError['kind'] = 'invalid') =>
  new DomainError(code, message, kind);

export const tournamentErrors = {
  notFound: () => err(C.NOT_FOUND, 'No such tournament.', 'not_found'),
  alreadyExists: () => err(C.ALREADY_EXISTS, 'A tournament with this id already exists.', 'conflict'),
  deleted: () => err(C.DELETED, 'This tournament was deleted.', 'not_found'),
  nameRequired: () => err(C.NAME_REQUIRED, 'Tournament name is required'),
  invalidGame: () => err(C.INVALID_GAME, 'Please select a game'),
  invalidFee: () => err(C.INVALID_FEE, 'Invalid entry fee format: the entry fee must be a positive amount in cents.'),
  invalidCourtFee: () =>
    err(C.INVALID_COURT_FEE, 'Invalid court fee format: the court fee must be $0.00 or more, in whole cents.'),
  invalidMaxPlayers: () => err(C.INVALID_MAX_PLAYERS, 'Tournaments are limited to exactly 4 players'),
  invalidStartTime: () => err(C.INVALID_START_TIME, 'The start time must be a valid time in the future.'),
  startTooFar: () => err(C.START_TOO_FAR, 'A match can be scheduled at most 365 days ahead.'),
  invalidSlot: () => err(C.INVALID_SLOT, 'Choose team 1 or 2 and position 1 or 2.'),
  slotTaken: () =>
    err(C.SLOT_TAKEN, 'This slot was just taken by another player. Please pick another slot.', 'conflict'),
  full: () => err(C.FULL, 'This tournament is full. You can join the waitlist instead.', 'conflict'),
  alreadyJoined: () => err(C.ALREADY_JOINED, 'You already have a slot in this tournament.', 'conflict'),
  registrationClosed: () =>
    err(C.REGISTRATION_CLOSED, 'Registration closed at the start time of this tournament.', 'conflict'),
  reservationIdReused: () =>
    err(C.RESERVATION_ID_REUSED, 'This reservation id was already used for a different slot.', 'conflict'),
  reservationNotFound: () => err(C.RESERVATION_NOT_FOUND, 'No such slot reservation in this tournament.', 'not_found'),
  reservationReleased: () =>
    err(
      C.RESERVATION_RELEASED,
      'This slot reservation was already given up; the entry fee will be refunded.',
      'conflict',
    ),
  reservationConfirmed: () =>
    err(C.RESERVATION_CONFIRMED, 'This slot is paid for; the player must leave the tournament instead.', 'conflict'),
  reservationNotExpired: () => err(C.RESERVATION_NOT_EXPIRED, 'This slot reservation has not expired yet.', 'conflict'),
  notWaiting: (doing: string) =>
    err(C.NOT_WAITING, `You can only ${doing} while the tournament is waiting for players.`, 'conflict'),
  notParticipant: () => err(C.NOT_PARTICIPANT, 'Only players of this tournament can do this.', 'forbidden'),
  joinInProgress: () =>
    err(
      C.JOIN_IN_PROGRESS,
      'Your entry fee is still being taken for this tournament. Leave once your join has finished, in a moment.',
      'conflict',
    ),
  creatorCannotLeave: () =>
    err(C.CREATOR_CANNOT_LEAVE, 'As the creator you cannot leave; cancel the tournament instead.', 'conflict'),
  notFull: () => err(C.NOT_FULL, 'There are open slots: join the tournament directly.', 'conflict'),
  alreadyWaitlisted: () => err(C.ALREADY_WAITLISTED, 'You are already on the waitlist.', 'conflict'),
  notAllJoined: () =>
    err(
      C.NOT_ALL_JOINED,
      `All ${PLAYERS_PER_TOURNAMENT} players must have joined and paid before the start.`,
      'conflict',
    ),
  allJoined: () => err(C.ALL_JOINED, 'All 4 players have joined; start the tournament instead.', 'conflict'),
  tooEarly: () => err(C.TOO_EARLY, 'It is not the start time yet.', 'conflict'),
  notCreator: (doing: string) => err(C.NOT_CREATOR, `Only the creator or an admin can ${doing}.`, 'forbidden'),
  alreadySettled: () => err(C.ALREADY_SETTLED, 'This tournament was already settled and paid out.', 'conflict'),
  notInProgress: () => err(C.NOT_IN_PROGRESS, 'This tournament is not being played.', 'conflict'),
  invalidScore: (why: string) => err(C.INVALID_SCORE, `Invalid score: ${why}`),
  setScoreRange: () =>
    err(
      C.INVALID_SCORE,
      `Invalid score: each set score must be a whole number from ${MIN_SET_SCORE} to ${MAX_SET_SCORE}.`,
    ),
  setsToWinRange: () =>
    err(C.INVALID_SCORE, `Invalid score: sets to win must be from ${MIN_SETS_TO_WIN} to ${MAX_SETS_TO_WIN}.`),
  resultAlreadyReported: () =>
    err(C.RESULT_ALREADY_REPORTED, 'A result was already reported for this tournament.', 'conflict'),
  noResultReported: () => err(C.NO_RESULT_REPORTED, 'No result has been reported yet.', 'conflict'),
  sameTeam: () => err(C.SAME_TEAM, 'A player of the other team must confirm or dispute the result.', 'forbidden'),
  resultDisputed: () => err(C.RESULT_DISPUTED, 'The result is disputed; an admin will declare the winner.', 'conflict'),
  resultFinal: () => err(C.RESULT_FINAL, 'The result is already final.', 'conflict'),
  confirmWindowOpen: () =>
    err(C.CONFIRM_WINDOW_OPEN, 'The other team can still confirm or dispute the result.', 'conflict'),
  reasonRequired: () => err(C.REASON_REQUIRED, 'A reason is required.'),
  invalidWinner: () => err(C.INVALID_WINNER, 'Winner ID is required and must be a player of this tournament.'),
  noFinalResult: () =>
    err(C.NO_FINAL_RESULT, 'The tournament can only be settled once the result is confirmed or declared.', 'conflict'),
  feeLocked: (feeCents: number) =>
    err(
      C.FEE_LOCKED,
      `The entry fee stays ${formatUsd(feeCents)}: players have already paid it. Cancel the tournament to change it.`,
      'conflict',
    ),
};
