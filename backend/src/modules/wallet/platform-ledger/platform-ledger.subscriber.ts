import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { EventSubscriberHost } from '../../../projections/runner/event-subscriber-host';
import { PlatformLedgerProcessManager } from '../../../projections/wallet/platform-ledger.process-manager';

/** Mirrors every wallet money event onto the platform account streams it touches. */
@Injectable()
export class PlatformLedgerSubscriber extends EventSubscriberHost {
  constructor(@Inject(EVENT_STORE) store: EventStore, dataSource: DataSource) {
    super('PlatformLedger', store, dataSource, [new PlatformLedgerProcessManager(store)]);
  }
}
