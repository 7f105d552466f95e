import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { ProjectionRunner } from '../runner/projection-runner';
import { append } from '../player-stats/tournament-stream.spec-helper';
import { InvitationsProjection } from './invitations.projection';

describe('invitations projection (events in, rows out)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    runner = new ProjectionRunner(store, db.dataSource, [new InvitationsProjection()]);
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  it('writes a pending row, then marks it accepted with who and when', async () => {
    const invitationId = randomUUID();
    const token = 'T'.repeat(43);
    const created = {
      invitationId,
      token,
      tournamentId: 't1',
      tournamentName: 'Friday',
      inviterId: 'u1',
      inviterName: 'Ana Lopez',
      invitedEmail: 'bo@example.test',
      invitedPhone: null,
      invitedName: 'Bo',
      invitedUserId: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    await append(store, `invitation-${token}`, [{ type: 'InvitationCreated', data: created }]);
    await runner.catchUp();
    const row = async () =>
      (await db.pool.query(`SELECT * FROM tournament_invitations WHERE id = $1`, [invitationId])).rows[0];
    expect(await row()).toMatchObject({
      tournament_id: 't1',
      inviter_id: 'u1',
      invited_user_id: null,
      invited_email: 'bo@example.test',
      invited_phone: null,
      invited_name: 'Bo',
      status: 'pending',
      invitation_token: token,
      responded_at: null,
    });

    await append(store, `invitation-${token}`, [
      {
        type: 'InvitationAccepted',
        data: { invitationId, token, tournamentId: 't1', acceptedBy: 'u2', acceptedAt: '2026-11-21T11:00:00.000Z' },
      },
    ]);
    await runner.catchUp();
    expect(await row()).toMatchObject({
      status: 'accepted',
      invited_user_id: 'u2',
      responded_at: new Date('2026-11-21T11:00:00.000Z'),
    });

    const before = await row();
    await runner.rebuild();
    expect(await row()).toEqual(before);
  });
});
