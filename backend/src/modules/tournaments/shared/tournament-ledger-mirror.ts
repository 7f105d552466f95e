import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { EventSubscriberHost } from '../../../projections/runner/event-subscriber-host';
import { TournamentPlatformLedger } from '../../../projections/tournaments/tournament-platform-ledger';

/** Mirrors the platform fee of each settlement into `platform-revenue` (like the wallet's PlatformLedgerSubscriber). */
@Injectable()
export class TournamentLedgerMirror extends EventSubscriberHost {
  constructor(@Inject(EVENT_STORE) store: EventStore, dataSource: DataSource) {
    super('TournamentLedgerMirror', store, dataSource, [new TournamentPlatformLedger(store)]);
  }
}
