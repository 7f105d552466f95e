import { DataSource, DataSourceOptions } from 'typeorm';
import { guardDataSource } from './infrastructure/database/connection-faults';
import { allMigrations } from './infrastructure/database/migrations';
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
    extra: { max: 20 },
  };
}

/**
 * Opens a connection and brings the schema up to date. Every connection of its pool has an 'error'
 * listener from the start (connection-faults.ts): a dropped connection is reported, never a crash.
 */
export async function openDatabase(
  url: string,
  onConnectionLost: (message: string) => void = () => undefined,
): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  guardDataSource(dataSource, 'TypeORM', onConnectionLost);
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
