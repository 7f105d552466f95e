import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { LedgerVerifier } from './ledger-verifier';
import { fund } from '../shared/wallet.spec-helper';

/**
 * Issue 19: the verifier checks every prefix of the log, not only its end. Each case appends, as a
 * faulty writer would, money leaving an account before the money that covers it arrives; the log
 * ends balanced, and before that check it passed.
 */
describe('ledger verification of every prefix of the log', () => {
  let t: TestApp;
  let verifier: LedgerVerifier;
  beforeAll(async () => {
    t = await startTestApp();
    verifier = t.running.app.get(LedgerVerifier, { strict: false });
  });
  afterAll(() => t.close());

  const append = async (stream: string, type: string, data: Record<string, unknown>) => {
    const existing = await t.running.store.readStream(stream);
    await t.running.store.appendToStream(
      stream,
      [{ id: randomUUID(), type, data, metadata: { correlationId: 'prefix' } }],
      {
        expectedRevision: existing.length === 0 ? 'no_stream' : existing[existing.length - 1].revision,
      },
    );
  };

  it('names the refund that left an escrow before the fee it returns arrived', async () => {
    const { user } = await t.signUp();
    await fund(t, user.id, '50.00');
    const tournamentId = randomUUID();
    const reservationId = randomUUID();
    const fee = { tournamentId, reservationId, amountCents: 1250 };
    await append(`wallet-${user.id}`, 'EntryFeeRefunded', { ...fee, reason: 'player_left', refundedAt: t.clock.iso() });
    await append(`wallet-${user.id}`, 'EntryFeeEscrowed', { ...fee, escrowedAt: t.clock.iso() });

    const report = await verifier.verify();
    const escrow = report.differences.filter((d) => d.subject === `tournament:${tournamentId}:escrow`);
    expect(escrow).toEqual([
      expect.objectContaining({
        check: 'escrow',
        actual: '-12.50',
        message: expect.stringMatching(
          new RegExp(
            `^The escrow of tournament ${tournamentId} went below zero \\(-12\\.50\\) at EntryFeeRefunded .* \\(wallet-${user.id} revision 2, position \\d+/\\d+\\)\\.$`,
          ),
        ),
      }),
    ]);
  });

  it('names a fee collected across streams before the escrows that pay for it', async () => {
    const { user } = await t.signUp();
    await fund(t, user.id, '50.00');
    const tournamentId = randomUUID();
    await append(`tournament-${tournamentId}`, 'PlatformFeeCollected', {
      tournamentId,
      amountCents: 200,
      collectedAt: t.clock.iso(),
    });
    await append(`wallet-${user.id}`, 'EntryFeeEscrowed', {
      tournamentId,
      reservationId: randomUUID(),
      amountCents: 1000,
      escrowedAt: t.clock.iso(),
    });

    const report = await verifier.verify();
    expect(report.differences.filter((d) => d.subject === `tournament:${tournamentId}:escrow`)).toEqual([
      expect.objectContaining({
        check: 'escrow',
        actual: '-2.00',
        message: expect.stringContaining('at PlatformFeeCollected'),
      }),
    ]);
  });

  it('passes a log whose every prefix is possible', async () => {
    const { user } = await t.signUp();
    await fund(t, user.id, '50.00');
    const tournamentId = randomUUID();
    const fee = { tournamentId, reservationId: randomUUID(), amountCents: 1250 };
    await append(`wallet-${user.id}`, 'EntryFeeEscrowed', { ...fee, escrowedAt: t.clock.iso() });
    await append(`wallet-${user.id}`, 'EntryFeeRefunded', { ...fee, reason: 'player_left', refundedAt: t.clock.iso() });

    const report = await verifier.verify();
    expect(report.differences.filter((d) => d.subject === `tournament:${tournamentId}:escrow`)).toEqual([]);
  });
});
