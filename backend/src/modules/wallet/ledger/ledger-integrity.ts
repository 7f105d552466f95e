import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { checkChain, LedgerReportWithChain, withChain } from './chain-check';
import { DigestDocument } from './ledger-chain';
import { LedgerSealer } from './ledger-sealer';
import { LedgerVerifier } from './ledger-verifier';

/** The console's Verify: the ledger checks plus every chain and seal, trusting the app's own key. */
@Injectable()
export class LedgerIntegrity {
  constructor(
    private readonly verifier: LedgerVerifier,
    private readonly sealer: LedgerSealer,
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async verify(digest?: DigestDocument): Promise<LedgerReportWithChain> {
    const report = await this.verifier.verify();
    const chain = await checkChain(this.store, this.dataSource, { trustedKeys: [this.sealer.publicKey], digest });
    return withChain(report, chain);
  }
}
