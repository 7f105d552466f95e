import { DataSource, DataSourceOptions } from 'typeorm';
import { allMigrations } from './migrations';
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

/** Opens a connection and brings the schema up to date. */
export async function openDatabase(url: string): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
