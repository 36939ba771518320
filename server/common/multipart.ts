import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from '../http/errors';

// The one multipart/form-data reader (busboy) the uploads share: a new pin's image, an archive to import.

/** A text field's most bytes (the options besides the file). */
export const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 20;
export const tooLarge = (field: string, max: number) =>
  new ApiError(413, 'payload_too_large', `The ${field === 'archive' ? 'archive' : 'image'} is larger than ${max} bytes.`, {
    [field]: `larger than ${max} bytes`,
  });

/** Where a multipart body's file goes as it arrives: what it resolves to is the file the caller gets. */
export type FileSink<F> = (file: Readable) => Promise<F>;

/** The file in memory (a pin's image: at most PIN_IMAGE_MAX_BYTES). */
export const inMemory: FileSink<Buffer> = (file) => buffer(file);

/** The file written to `path` as it arrives, so no more than a chunk of it is ever in memory; resolves to its length. */
export const toFile =
  (path: string): FileSink<number> =>
  async (file) => {
    const out = createWriteStream(path);
    await pipeline(file, out);
    return out.bytesWritten;
  };

/**
 * A multipart body with at most one file, in `fileField`, of at most maxBytes (413 naming the field), kept by `sink`.
 * It settles once the body is read and the sink has finished with the file.
 */
export function readMultipart<F>(
  req: Request,
  maxBytes: number,
  fileField: string,
  sink: FileSink<F>,
): Promise<{ fields: Record<string, string>; file: F | null }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES } });
    } catch {
      return reject(badRequest('The multipart body could not be read.', { body: 'malformed multipart/form-data' }));
    }
    const fields: Record<string, string> = {};
    let kept: Promise<F | null> = Promise.resolve(null);
    let failure: ApiError | null = null;
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= badRequest(`${name} is too long.`, { [name]: 'too long' });
      else if (value !== '') fields[name] = value;
    });
    bb.on('file', (name, stream) => {
      if (name !== fileField) {
        failure ??= badRequest(`Unexpected file field ${name}; the file goes in "${fileField}".`, { [name]: 'unexpected file field' });
        return void stream.resume();
      }
      stream.on('limit', () => (failure ??= tooLarge(fileField, maxBytes)));
      kept = sink(stream);
      // Settled on 'close'; a body that breaks off first must not leave it unhandled.
      kept.catch(() => undefined);
    });
    bb.on('filesLimit', () => (failure ??= badRequest('Send one file.', { [fileField]: 'only one file' })));
    bb.on('fieldsLimit', () => (failure ??= badRequest('Too many fields.', { options: 'too many fields' })));
    bb.on('error', () => reject(badRequest('The multipart body could not be read.', { body: 'malformed multipart/form-data' })));
    bb.on('close', () => kept.then((file) => (failure ? reject(failure) : resolve({ fields, file })), reject));
    // A client gone mid-body: busboy would wait for the rest for ever, and its file stream (a sink's open file) with it.
    req.once('close', () => {
      if (!req.complete) bb.destroy(new Error('the request ended before its body did'));
    });
    req.pipe(bb);
  });
}
