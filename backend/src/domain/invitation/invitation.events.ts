/**
 * Events of the stream `invitation-{tokenHash}` (before issue 22: `invitation-{token}`, and the
 * events carried `token` instead of `tokenHash`; readers hash it): one stream per invitation link, so the public view
 * and the accept call read exactly one short stream and need no read model. Instants are
 * ISO-8601 UTC strings taken from the command.
 */
export type InvitationCreated = {
  type: 'InvitationCreated';
  data: {
    invitationId: string;
    /**
     * sha256 (hex) of the link's token (32 random bytes, base64url, the bearer secret in
     * `/invite/{token}`). The token itself is never stored.
     */
    tokenHash: string;
    tournamentId: string;
    /** What the invitation said when it was sent (the e-mail and the notification quote it). */
    tournamentName: string;
    inviterId: string;
    inviterName: string;
    invitedEmail: string | null;
    invitedPhone: string | null;
    invitedName: string | null;
    /** The account that had the invited e-mail when the invitation was sent; it is told in the app. */
    invitedUserId: string | null;
    createdAt: string;
  };
};

/** The player took a place in the tournament through this link (the join itself is on the tournament stream). */
export type InvitationAccepted = {
  type: 'InvitationAccepted';
  data: { invitationId: string; tokenHash: string; tournamentId: string; acceptedBy: string; acceptedAt: string };
};

export type InvitationEvent = InvitationCreated | InvitationAccepted;

/** The stream of one invitation, named by its token's hash (an old stream: by the raw token). */
export const invitationStreamName = (tokenHash: string): string => `invitation-${tokenHash}`;

/** base64url of 32 bytes is 43 characters; anything else cannot be one of our tokens. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43,128}$/;
