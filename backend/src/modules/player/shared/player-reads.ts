import { Injectable } from '@nestjs/common';
import { PlayerGate } from './player-gate';
import { PlayerStreams } from './player-streams';
import { EligibilityView, eligibilityView } from './eligibility-view';

/** The player's eligibility, from their own stream (and their wallet's deposits for what is left). */
@Injectable()
export class PlayerReads {
  constructor(
    private readonly streams: PlayerStreams,
    private readonly gate: PlayerGate,
  ) {}

  async eligibility(userId: string, now: Date = new Date()): Promise<EligibilityView> {
    const [player, wallet] = await Promise.all([this.streams.state(userId), this.streams.wallet(userId)]);
    return eligibilityView(player, wallet, now.toISOString(), this.gate.policy);
  }
}
