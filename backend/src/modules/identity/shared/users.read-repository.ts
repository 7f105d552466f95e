import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRow } from '../../../projections/users/user.entity';

@Injectable()
export class UsersReadRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False once the app's database connection is closed. */
  isOpen(): boolean {
    return this.dataSource.isInitialized;
  }

  findById(id: string): Promise<UserRow | null> {
    return this.dataSource.getRepository(UserRow).findOne({ where: { id } });
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.dataSource.getRepository(UserRow).findOne({ where: { email } });
  }

  /** The only read that includes the password hash; used to check a login. */
  findCredentials(email: string): Promise<(UserRow & { password: string | null }) | null> {
    return this.dataSource
      .getRepository(UserRow)
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('u.email = :email', { email })
      .getOne();
  }
}
