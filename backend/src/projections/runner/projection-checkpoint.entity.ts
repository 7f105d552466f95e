import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'projection_checkpoints' })
export class ProjectionCheckpointRow {
  @PrimaryColumn('text')
  name: string;

  @Column({ name: 'commit_position', type: 'numeric', precision: 20, scale: 0 })
  commitPosition: string;

  @Column({ name: 'prepare_position', type: 'numeric', precision: 20, scale: 0 })
  preparePosition: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
