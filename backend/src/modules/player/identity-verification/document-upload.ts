import { PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fromBuffer } from 'file-type';
import multer from 'multer';
import { IdentityDocumentType } from '../../../domain/player/player.events';
import { DomainError } from '../../../domain/shared/decider';

/** At most 10 MB a document (issue 20). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing around the file; a body declaring more is refused before it is read. */
const FRAMING_BYTES = 64 * 1024;
const ACCEPTED: ReadonlySet<IdentityDocumentType> = new Set<IdentityDocumentType>([
  'image/jpeg',
  'image/png',
  'application/pdf',
]);

const tooLarge = () =>
  new PayloadTooLargeException({
    message: 'This file is larger than 10 MB. Please upload a smaller scan or photo (JPEG, PNG or PDF).',
    code: 'IDENTITY.DOCUMENT_TOO_LARGE',
  });
const invalidUpload = () =>
  new DomainError('IDENTITY.INVALID_UPLOAD', 'Please send one document as multipart/form-data in the field "file".');

/** What one kind of upload accepts, and the refusals it answers with. */
export interface UploadRules<Type extends string> {
  field: 'file';
  maxBytes: number;
  accepted: ReadonlySet<Type>;
  tooLarge: () => Error;
  invalid: () => Error;
  missing: () => Error;
  wrongType: () => Error;
}

/**
 * Reads one uploaded file into memory (never on disk under its own name; busboy stops reading past
 * the limit) and finds its type in the bytes (the declared type and the file name are ignored).
 * Refusals: too large by Content-Length before reading, else as soon as the limit is passed; no
 * file; a type not accepted.
 */
export async function readSingleUpload<Type extends string>(
  req: Request,
  res: Response,
  rules: UploadRules<Type>,
): Promise<{ bytes: Buffer; contentType: Type }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + FRAMING_BYTES) {
    // Answered without reading the body; close the connection rather than drain 50 MB.
    res.setHeader('Connection', 'close');
    throw rules.tooLarge();
  }
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rules.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  }).single(rules.field);
  await new Promise<void>((resolve, reject) => {
    single(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          res.setHeader('Connection', 'close');
          return reject(rules.tooLarge());
        }
        return reject(rules.invalid());
      }
      // busboy's own refusal of a malformed body ("Unexpected end of form", a missing boundary).
      reject(
        new DomainError(
          'REQUEST.INVALID_BODY',
          'The upload could not be read. Please choose the file again and retry.',
        ),
      );
    });
  });
  const file = req.file;
  if (!file || file.size === 0) throw rules.missing();
  const found = await fromBuffer(file.buffer);
  if (!found || !rules.accepted.has(found.mime as Type)) throw rules.wrongType();
  return { bytes: file.buffer, contentType: found.mime as Type };
}

/**
 * Reads the uploaded document. Refusals: 413 over 10 MB, 400 without a file or with anything but a
 * JPEG, PNG or PDF.
 */
export function readDocumentUpload(
  req: Request,
  res: Response,
): Promise<{ bytes: Buffer; contentType: IdentityDocumentType }> {
  return readSingleUpload(req, res, {
    field: 'file',
    maxBytes: MAX_DOCUMENT_BYTES,
    accepted: ACCEPTED,
    tooLarge,
    invalid: invalidUpload,
    missing: () =>
      new DomainError(
        'IDENTITY.DOCUMENT_REQUIRED',
        'Please choose a document to upload (a JPEG or PNG photo, or a PDF) in the field "file".',
      ),
    wrongType: () =>
      new DomainError(
        'IDENTITY.DOCUMENT_TYPE',
        'This file is not a JPEG, PNG or PDF (whatever its name says). Please upload a photo or scan in one of those formats.',
      ),
  });
}
