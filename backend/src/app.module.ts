import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { DatabaseProbe } from './infrastructure/database/database-probe';
import { DATABASE_URL } from './infrastructure/database/database-url';
import { dataSourceOptions } from './data-source';
import { AdminModule } from './modules/admin/admin.module';
import { SupportModule } from './modules/support/support.module';
import { ReadStreamController } from './modules/admin/read-stream.controller';
import { ClientConfigController } from './modules/health/client-config.controller';
import { MoneyRulesController } from './modules/health/money-rules.controller';
import { HealthController } from './modules/health/health.controller';
import { IdentityModule } from './modules/identity/identity.module';
import { WalletModule } from './modules/wallet/wallet.module';
import { TournamentsModule } from './modules/tournaments/tournaments.module';
import { InvitationsModule } from './modules/invitations/invitations.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { StatsModule } from './modules/stats/stats.module';
import { DevToolsModule } from './modules/dev-tools/dev-tools.module';
import { AccountModule } from './modules/account/account.module';
import { LiveModule } from './modules/live/live.module';
import { PlayerModule } from './modules/player/player.module';
import { ReadModels } from './projections/runner/read-models';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import { CommandExecutor } from './infrastructure/event-sourcing/command-executor';
import { IdempotencyInterceptor } from './infrastructure/http/idempotency/idempotency.interceptor';
import { IdempotencyStore } from './infrastructure/http/idempotency/idempotency.store';
import { CachedSessionStore } from './infrastructure/http/cached-session.store';

export interface AppDependencies {
  config: AppConfig;
  databaseUrl: string;
  dataSource: DataSource;
  eventStore: EventStore;
  runner: ReadModels;
  fence: WriteFence;
  sessions: CachedSessionStore;
}

/** Infrastructure built outside Nest (so scripts and tests can share it), handed in as global providers. */
@Module({})
class InfrastructureModule {
  static forRoot(deps: AppDependencies): DynamicModule {
    return {
      module: InfrastructureModule,
      global: true,
      providers: [
        { provide: APP_CONFIG, useValue: deps.config },
        { provide: EVENT_STORE, useValue: deps.eventStore },
        { provide: ReadModels, useValue: deps.runner },
        { provide: DatabaseProbe, useFactory: () => new DatabaseProbe(deps.databaseUrl) },
        { provide: DATABASE_URL, useValue: deps.databaseUrl },
        { provide: WriteFence, useValue: deps.fence },
        { provide: CachedSessionStore, useValue: deps.sessions },
        CommandExecutor,
        IdempotencyStore,
        IdempotencyInterceptor,
      ],
      exports: [
        APP_CONFIG,
        EVENT_STORE,
        ReadModels,
        DatabaseProbe,
        DATABASE_URL,
        WriteFence,
        CachedSessionStore,
        CommandExecutor,
        IdempotencyStore,
        IdempotencyInterceptor,
      ],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(deps: AppDependencies): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(deps.databaseUrl),
          dataSourceFactory: () => Promise.resolve(deps.dataSource),
        }),
        InfrastructureModule.forRoot(deps),
        IdentityModule,
        WalletModule,
        TournamentsModule,
        InvitationsModule,
        NotificationsModule,
        StatsModule,
        AdminModule,
        SupportModule,
        AccountModule,
        LiveModule,
        PlayerModule,
        DevToolsModule.forConfig(deps.config),
      ],
      controllers: [HealthController, ClientConfigController, MoneyRulesController, ReadStreamController],
    };
  }
}
