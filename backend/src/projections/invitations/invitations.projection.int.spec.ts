import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { append } from '../player-stats/tournament-stream.spec-helper';
import { invitationCreated } from './invitation.spec-helper';
import { InvitationsProjection } from './invitations.projection';
import { hashInvitationToken } from './invitation-token';

describe('invitations projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new InvitationsProjection()]);

  it('writes a pending row, then marks it accepted with who and when', async () => {
    const invitationId = randomUUID();
    const token = 'T'.repeat(43);
    const created = invitationCreated({ invitationId, token, invitedPhone: null });
    await append(world.store, `invitation-${token}`, [created]);
    await world.runner.catchUp();
    const row = async () =>
      (await world.db.pool.query(`SELECT * FROM tournament_invitations WHERE id = $1`, [invitationId])).rows[0];
    expect(await row()).toMatchObject({
      tournament_id: 't1',
      inviter_id: 'u1',
      invited_user_id: null,
      invited_email: 'bo@example.test',
      invited_phone: null,
      invited_name: 'Bo',
      status: 'pending',
      invitation_token: hashInvitationToken(token),
      responded_at: null,
    });

    await append(world.store, `invitation-${token}`, [
      {
        type: 'InvitationAccepted',
        data: { invitationId, token, tournamentId: 't1', acceptedBy: 'u2', acceptedAt: '2026-11-21T11:00:00.000Z' },
      },
    ]);
    await world.runner.catchUp();
    expect(await row()).toMatchObject({
      status: 'accepted',
      invited_user_id: 'u2',
      responded_at: new Date('2026-11-21T11:00:00.000Z'),
    });

    const before = await row();
    await world.runner.rebuild();
    expect(await row()).toEqual(before);
  });
});
