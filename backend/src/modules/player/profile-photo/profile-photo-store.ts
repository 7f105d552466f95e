import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Profile photos under `${DATA_DIR}/profile-photos` (outside the web root, like the identity
 * documents): the server's resized WebP only, named by a random id; the name the browser sent is
 * never part of any path.
 */
@Injectable()
export class ProfilePhotoStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'profile-photos');
  }

  async save(
    bytes: Buffer,
  ): Promise<{ photoId: string; sizeBytes: number; sha256: string; remove: () => Promise<void> }> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const photoId = randomUUID();
    const path = this.pathOf(photoId);
    await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    return {
      photoId,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      remove: () => rm(path, { force: true }),
    };
  }

  /** The stored photo, or null when it is missing (e.g. DATA_DIR was not kept). */
  async read(photoId: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(photoId));
    } catch {
      return null;
    }
  }

  private pathOf(photoId: string): string {
    // The id is ours (randomUUID, or read back from the events); checked anyway so no path is built from input.
    if (!UUID.test(photoId)) throw new Error(`not a photo id: ${photoId}`);
    return join(this.dir, `${photoId}.webp`);
  }
}
