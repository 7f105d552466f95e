import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { IdentityDocumentType } from '../../../domain/player/player.events';

const EXTENSIONS: Record<IdentityDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StoredDocument {
  documentId: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * The files of manual identity review, under `${DATA_DIR}/identity-documents` (outside the web root:
 * the server only serves the built frontend). A file is named by a random id and the extension of
 * the type found in its bytes; the name the browser sent is never part of any path.
 */
@Injectable()
export class IdentityDocumentStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'identity-documents');
  }

  /** Writes the bytes under a new random id; `remove` undoes it when the event could not be appended. */
  async save(bytes: Buffer, type: IdentityDocumentType): Promise<StoredDocument & { remove: () => Promise<void> }> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const documentId = randomUUID();
    const path = this.pathOf(documentId, type);
    // 'wx': a new file only; 0600: readable by the server's own user alone.
    await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    return {
      documentId,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      remove: () => rm(path, { force: true }),
    };
  }

  /** The stored file, or null when it is missing (e.g. DATA_DIR was not kept). */
  async open(documentId: string, type: IdentityDocumentType): Promise<{ stream: ReadStream; size: number } | null> {
    const path = this.pathOf(documentId, type);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  fileName(documentId: string, type: IdentityDocumentType): string {
    return `${documentId}.${EXTENSIONS[type]}`;
  }

  private pathOf(documentId: string, type: IdentityDocumentType): string {
    // The id is ours (randomUUID, or read back from the events); checked anyway so no path is ever built from input.
    if (!UUID.test(documentId)) throw new Error(`not a document id: ${documentId}`);
    return join(this.dir, this.fileName(documentId, type));
  }
}
