import { DataSource, DataSourceOptions } from 'typeorm';
import { guardDataSource } from './infrastructure/database/connection-faults';
import { allMigrations } from './infrastructure/database/migrations';
import { IDLE_CONNECTION_MS } from './infrastructure/database/pool-settings';
import { allEntities } from './entities';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: allEntities,
    migrations: allMigrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
    extra: { max: 20, idleTimeoutMillis: IDLE_CONNECTION_MS },
  };
}

/**
 * Opens a connection and brings the schema up to date. Every connection of its pool has an 'error'
 * listener from the start (connection-faults.ts): a dropped connection is reported, never a crash.
 */
export async function openDatabase(
  url: string,
  onConnectionLost: (message: string) => void = () => undefined,
  { migrate = true, poolSize }: { migrate?: boolean; poolSize?: number } = {},
): Promise<DataSource> {
  const options = dataSourceOptions(url);
  const dataSource = new DataSource(
    poolSize ? { ...options, extra: { ...(options.extra as object), max: poolSize } } : options,
  );
  await dataSource.initialize();
  guardDataSource(dataSource, 'TypeORM', onConnectionLost);
  // The projection worker opens its own connections once the app has migrated the schema.
  if (migrate) await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
