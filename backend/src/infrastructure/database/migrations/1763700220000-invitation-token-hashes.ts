import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitation tokens are stored hashed (issue 22): the read table's plain tokens become their sha256
 * (hex), as the invitations projection now writes them. Events are immutable: invitations made
 * before this keep their raw token in their events and stream name; the projection hashes what it
 * reads and the lookup falls back to the old stream (docs/decisions/invitations-notifications.md).
 * A 64-character hex value is already a hash (a plain token is 43 base64url characters).
 */
export class InvitationTokenHashes1763700220000 implements MigrationInterface {
  name = 'InvitationTokenHashes1763700220000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE tournament_invitations
          SET invitation_token = encode(sha256(convert_to(invitation_token, 'UTF8')), 'hex')
        WHERE invitation_token !~ '^[0-9a-f]{64}$'`,
    );
  }

  async down(): Promise<void> {
    // A hash cannot be turned back into its token; the hashed rows stay (the links still work).
  }
}
