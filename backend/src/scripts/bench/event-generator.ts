/**
 * A realistic event log, appended straight to the store (no HTTP, no deciders): players register,
 * take the rating questionnaire, fund their wallets by card and bank transfer, withdraw, play
 * doubles matches (reserve, join, wait in line, report, confirm, settle, prizes, ratings), invite
 * friends and read their notifications. Every projection has real work to do. Deterministic for a
 * seed, so two runs build the same shapes (ids are random).
 */
import { randomUUID } from 'node:crypto';
import { feeTerms } from '../../domain/tournament/tournament.settlement';
import { EventStore, NewEvent } from '../../event-store/event-store.port';

type Append = { stream: string; events: Array<{ type: string; data: object }> };

const ENTRY_FEE_CENTS = 1000;
const SLOTS = [
  [1, 1],
  [1, 2],
  [2, 1],
  [2, 2],
] as const;

function slotAt(i: number): (typeof SLOTS)[number] {
  const slot = SLOTS[i];
  if (!slot) throw new RangeError(`no slot ${i}: a match has ${SLOTS.length} players`);
  return slot;
}

/** A small deterministic generator (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The appends of one "cohort": eight players with their wallets, three matches among them (one
 * cancelled), two invitations and some notification reads. About 140 events.
 */
export function cohort(index: number, seed = 1): Append[][] {
  const random = prng(seed * 100_003 + index);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + index * 3_600_000 + minute * 60_000).toISOString();
  // A tuple, so that the matches below can pick players by position.
  const players = Array.from({ length: 8 }, () => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const setup: Append[] = [];
  for (const [i, userId] of players.entries()) {
    const userEvents: Append['events'] = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email: `p${index}-${i}-${userId.slice(0, 8)}@bench.test`,
          firstName: `Player${i}`,
          lastName: `Cohort${index}`,
          passwordHash: '$2a$04$bench',
          registeredAt: at(0),
        },
      },
    ];
    if (random() < 0.6) {
      userEvents.push({
        type: 'RatingQuestionnaireCompleted',
        data: {
          userId,
          answers: {
            padelLevel: 3,
            pickleballLevel: 2,
            primarySport: 'padel',
            yearsPlaying: 1 + (i % 5),
            preferredPosition: 'left',
            playingFrequency: 'weekly',
            competitiveExperience: 'local',
            previousRatingSystem: null,
          },
          padelRatingTenths: 20 + i,
          pickleballRatingTenths: 15 + i,
          completedAt: at(1),
        },
      });
    }
    if (random() < 0.25) {
      userEvents.push({
        type: 'ProfileUpdated',
        data: {
          userId,
          firstName: `Player${i}`,
          lastName: `Cohort${index}`,
          email: `p${index}-${i}-${userId.slice(0, 8)}@bench.test`,
          phone: '+15550100',
          city: 'Lahore',
          bio: null,
          updatedAt: at(2),
        },
      });
    }
    setup.push({ stream: `user-${userId}`, events: userEvents });
    setup.push({ stream: `wallet-${userId}`, events: walletEvents(userId, at, random) });
  }
  const matches: Append[] = [];
  matches.push(...playedMatch(index, 0, [players[0], players[1], players[2], players[3]], at, random));
  matches.push(...playedMatch(index, 1, [players[4], players[5], players[6], players[7]], at, random));
  matches.push(...cancelledMatch(index, [players[0], players[2], players[4]], at));
  const reads: Append[] = players
    .filter(() => random() < 0.5)
    .map((userId) => ({
      stream: `notifications-${userId}`,
      events: [{ type: 'AllNotificationsRead', data: { userId, readAt: at(59) } }],
    }));
  return [setup, matches, reads];
}

function walletEvents(userId: string, at: (minute: number) => string, random: () => number): Append['events'] {
  const card = (amountCents: number, minute: number) => ({
    type: 'Deposited',
    data: {
      depositId: randomUUID(),
      amountCents,
      method: 'card',
      reference: `pi_bench_${randomUUID().slice(0, 12)}`,
      feeCents: Math.round(amountCents * 0.03),
      depositedAt: at(minute),
      approvedBy: null,
    },
  });
  const bankId = randomUUID();
  const bankReference = `BANK-${bankId.slice(0, 8)}`;
  const withdrawal = (minute: number) => ({
    withdrawalId: randomUUID(),
    amountCents: 2000,
    feeCents: 100,
    netAmountCents: 1900,
    accountNumber: 'PK36SCBL0000001123456702',
    accountHolderName: 'Bench Player',
    bankName: 'Meezan Bank',
    requestedAt: at(minute),
  });
  const w1 = withdrawal(20);
  const w2 = withdrawal(21);
  const admin = 'admin-bench';
  const events: Append['events'] = [
    { type: 'WalletOpened', data: { userId, openedAt: at(0) } },
    card(5000, 3),
    card(5000, 4),
    {
      type: 'DepositRequested',
      data: {
        depositId: bankId,
        amountCents: 10000,
        method: 'bank_transfer',
        reference: bankReference,
        requestedAt: at(5),
      },
    },
    random() < 0.8
      ? {
          type: 'Deposited',
          data: {
            depositId: bankId,
            amountCents: 10000,
            method: 'bank_transfer',
            reference: bankReference,
            feeCents: 0,
            depositedAt: at(6),
            approvedBy: admin,
          },
        }
      : {
          type: 'DepositRejected',
          data: {
            depositId: bankId,
            amountCents: 10000,
            reason: 'No transfer arrived',
            rejectedBy: admin,
            rejectedAt: at(6),
          },
        },
    { type: 'WithdrawalRequested', data: w1 },
    { type: 'WithdrawalRequested', data: w2 },
    {
      type: 'WithdrawalCompleted',
      data: { ...pick(w1), completedBy: admin, completedAt: at(22) },
    },
  ];
  if (random() < 0.3) {
    events.push({
      type: 'WithdrawalRejected',
      data: {
        withdrawalId: w2.withdrawalId,
        amountCents: 2000,
        reason: 'Name mismatch',
        rejectedBy: admin,
        rejectedAt: at(23),
      },
    });
  }
  return events;
}

function pick(w: { withdrawalId: string; amountCents: number; feeCents: number; netAmountCents: number }) {
  return {
    withdrawalId: w.withdrawalId,
    amountCents: w.amountCents,
    feeCents: w.feeCents,
    netAmountCents: w.netAmountCents,
  };
}

function playedMatch(
  index: number,
  n: number,
  lineup: string[],
  at: (minute: number) => string,
  random: () => number,
): Append[] {
  const tournamentId = randomUUID();
  const stream = `tournament-${tournamentId}`;
  const terms = feeTerms(ENTRY_FEE_CENTS, 0)!;
  const name = `Cohort ${index} match ${n}`;
  const appends: Append[] = [
    {
      stream,
      events: [
        {
          type: 'TournamentCreated',
          data: {
            tournamentId,
            name,
            game: 'padel',
            location: 'Court 3',
            ...terms,
            maxPlayers: 4,
            startTime: at(40),
            creatorId: lineup[0],
            createdAt: at(30),
          },
        },
      ],
    },
  ];
  const token = `${randomUUID()}${randomUUID()}`.replace(/-/g, '').slice(0, 48);
  const invitationId = randomUUID();
  appends.push({
    stream: `invitation-${token}`,
    events: [
      {
        type: 'InvitationCreated',
        data: {
          invitationId,
          token,
          tournamentId,
          tournamentName: name,
          inviterId: lineup[0],
          inviterName: 'Player0',
          invitedEmail: `friend-${token.slice(0, 6)}@bench.test`,
          invitedPhone: null,
          invitedName: 'A friend',
          invitedUserId: lineup[3],
          createdAt: at(30),
        },
      },
      {
        type: 'InvitationAccepted',
        data: { invitationId, token, tournamentId, acceptedBy: lineup[3], acceptedAt: at(31) },
      },
    ],
  });
  for (const [i, userId] of lineup.entries()) {
    const reservationId = randomUUID();
    const slot = { tournamentId, reservationId, userId, teamNumber: slotAt(i)[0], position: slotAt(i)[1] };
    appends.push({
      stream,
      events: [
        {
          type: 'SlotReserved',
          data: { ...slot, amountCents: ENTRY_FEE_CENTS, expiresAt: at(45), reservedAt: at(31) },
        },
      ],
    });
    appends.push({
      stream: `wallet-${userId}`,
      events: [
        {
          type: 'EntryFeeEscrowed',
          data: { tournamentId, reservationId, amountCents: ENTRY_FEE_CENTS, escrowedAt: at(31) },
        },
      ],
    });
    appends.push({
      stream,
      events: [{ type: 'PlayerJoined', data: { ...slot, amountCents: ENTRY_FEE_CENTS, joinedAt: at(31) } }],
    });
  }
  const winningTeam = random() < 0.5 ? 1 : 2;
  const winners = lineup.filter((_, i) => slotAt(i)[0] === winningTeam);
  const prize = terms.prizePoolCents / 2;
  appends.push({
    stream,
    events: [
      { type: 'TournamentStarted', data: { tournamentId, startedBy: null, startedAt: at(40) } },
      {
        type: 'ResultReported',
        data: {
          tournamentId,
          reportedBy: lineup[0],
          reporterTeam: 1,
          winningTeam,
          setScores: [
            { team1: 6, team2: 3 },
            { team1: 4, team2: 6 },
            { team1: 7, team2: 5 },
          ],
          setsToWin: 2,
          reportedAt: at(50),
        },
      },
      {
        type: 'ResultConfirmed',
        data: { tournamentId, winningTeam, confirmedBy: lineup[2], auto: false, confirmedAt: at(51) },
      },
      {
        type: 'TournamentSettled',
        data: {
          tournamentId,
          winningTeam,
          poolCents: terms.poolCents,
          platformFeeCents: terms.platformFeeCents,
          courtFeeCents: 0,
          winnersPoolCents: terms.prizePoolCents,
          payouts: winners.map((userId, i) => ({
            userId,
            teamNumber: winningTeam,
            position: i + 1,
            amountCents: prize,
          })),
          settledAt: at(52),
        },
      },
      {
        type: 'PlatformFeeCollected',
        data: { tournamentId, amountCents: terms.platformFeeCents, collectedAt: at(52) },
      },
      {
        type: 'RatingsUpdated',
        data: {
          tournamentId,
          sport: 'padel',
          winningTeam,
          receipts: lineup.map((userId, i) => ({
            userId,
            teamNumber: slotAt(i)[0],
            beforeTenths: 20 + i,
            afterTenths: slotAt(i)[0] === winningTeam ? 22 + i : 18 + i,
            expectedWinPercent: 50,
          })),
          ratedAt: at(52),
        },
      },
    ],
  });
  for (const userId of winners) {
    appends.push({
      stream: `wallet-${userId}`,
      events: [{ type: 'PrizePaid', data: { tournamentId, amountCents: prize, paidAt: at(52) } }],
    });
  }
  return appends;
}

/** Three players sign up, one waits in line, a reservation runs out, and the creator cancels. */
function cancelledMatch(index: number, players: string[], at: (minute: number) => string): Append[] {
  const tournamentId = randomUUID();
  const stream = `tournament-${tournamentId}`;
  const terms = feeTerms(ENTRY_FEE_CENTS, 0)!;
  const appends: Append[] = [
    {
      stream,
      events: [
        {
          type: 'TournamentCreated',
          data: {
            tournamentId,
            name: `Cohort ${index} evening`,
            game: 'pickleball',
            location: null,
            ...terms,
            maxPlayers: 4,
            startTime: at(90),
            creatorId: players[0],
            createdAt: at(33),
          },
        },
      ],
    },
  ];
  const reservations: Array<{ reservationId: string; userId: string; joined: boolean }> = [];
  for (const [i, userId] of players.entries()) {
    const reservationId = randomUUID();
    const slot = { tournamentId, reservationId, userId, teamNumber: slotAt(i)[0], position: slotAt(i)[1] };
    appends.push({
      stream,
      events: [
        {
          type: 'SlotReserved',
          data: { ...slot, amountCents: ENTRY_FEE_CENTS, expiresAt: at(40), reservedAt: at(34) },
        },
      ],
    });
    appends.push({
      stream: `wallet-${userId}`,
      events: [
        {
          type: 'EntryFeeEscrowed',
          data: { tournamentId, reservationId, amountCents: ENTRY_FEE_CENTS, escrowedAt: at(34) },
        },
      ],
    });
    const joined = i < 2;
    if (joined) {
      appends.push({
        stream,
        events: [{ type: 'PlayerJoined', data: { ...slot, amountCents: ENTRY_FEE_CENTS, joinedAt: at(34) } }],
      });
    } else {
      appends.push({
        stream,
        events: [{ type: 'SlotReservationReleased', data: { ...slot, reason: 'expired', releasedAt: at(41) } }],
      });
      appends.push({
        stream: `wallet-${userId}`,
        events: [
          {
            type: 'EntryFeeRefunded',
            data: {
              tournamentId,
              reservationId,
              amountCents: ENTRY_FEE_CENTS,
              reason: 'reservation_released',
              refundedAt: at(41),
            },
          },
        ],
      });
    }
    reservations.push({ reservationId, userId, joined });
  }
  appends.push({
    stream,
    events: [
      { type: 'PlayerWaitlisted', data: { tournamentId, userId: players[2], placeInLine: 1, waitlistedAt: at(42) } },
      {
        type: 'WaitlistSlotOffered',
        data: { tournamentId, userId: players[2], teamNumber: 2, position: 1, offeredAt: at(43) },
      },
      {
        type: 'TournamentCancelled',
        data: {
          tournamentId,
          reason: 'cancelled_by_creator',
          cancelledBy: players[0],
          note: null,
          cancelledAt: at(44),
        },
      },
    ],
  });
  for (const r of reservations.filter((x) => x.joined)) {
    appends.push({
      stream: `wallet-${r.userId}`,
      events: [
        {
          type: 'EntryFeeRefunded',
          data: {
            tournamentId,
            reservationId: r.reservationId,
            amountCents: ENTRY_FEE_CENTS,
            reason: 'tournament_cancelled',
            refundedAt: at(44),
          },
        },
      ],
    });
  }
  return appends;
}

/**
 * Appends cohorts until at least `minEvents` are in the store, `concurrency` cohorts at a time
 * (each cohort's appends in order). Returns the number of events appended.
 */
export async function generateEvents(
  store: EventStore,
  minEvents: number,
  concurrency = 12,
  seed = 1,
): Promise<number> {
  let next = 0;
  let appended = 0;
  const worker = async () => {
    while (appended < minEvents) {
      const phases = cohort(next++, seed);
      for (const phase of phases) {
        // One append per stream and phase (each stream keeps its order; the streams of a phase
        // interleave less than live traffic would, which no projection depends on).
        const byStream = new Map<string, NewEvent[]>();
        for (const { stream, events } of phase) {
          const batch = byStream.get(stream) ?? [];
          batch.push(...events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data })));
          byStream.set(stream, batch);
        }
        for (const [stream, batch] of byStream) {
          await store.appendToStream(stream, batch, { expectedRevision: 'any' });
          appended += batch.length;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return appended;
}
