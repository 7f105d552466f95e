/** Every TypeORM entity (read models). Add each projection's entity here. */
import { PlayerStatsRow, UserRow } from '../../projections/users/user.entity';
import { ProjectionCheckpointRow } from '../../projections/runner/projection-checkpoint.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const allEntities: Function[] = [UserRow, PlayerStatsRow, ProjectionCheckpointRow];
