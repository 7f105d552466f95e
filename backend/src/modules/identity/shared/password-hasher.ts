import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcryptjs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

@Injectable()
export class PasswordHasher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.bcryptRounds);
  }

  verify(password: string, hash: string | null): Promise<boolean> {
    // Compare against a dummy hash when the user does not exist, so timing does not reveal accounts.
    return bcrypt.compare(password, hash ?? DUMMY_HASH);
  }
}

const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.9vVh1yC1r1xQ0b0a7l8m1n2o3p4q';
