import busboy from 'busboy';
import express, { type Request, type RequestHandler } from 'express';
import type { PinCreationConfig } from '../../config';
import { ApiError, badRequest } from '../../http/errors';

const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 20;
/** base64 is 4 bytes for 3, plus the other options. */
const jsonLimit = (maxImageBytes: number) => Math.ceil((maxImageBytes * 4) / 3) + FIELD_MAX_BYTES;

export const tooLarge = (field: string, max: number) =>
  new ApiError(413, 'payload_too_large', `The ${field === 'archive' ? 'archive' : 'image'} is larger than ${max} bytes.`, {
    [field]: `larger than ${max} bytes`,
  });

/** The uploaded file a multipart call carried, for the handler; null for JSON calls. */
export const uploadOf = (res: { locals: Record<string, unknown> }): Buffer | null => (res.locals.pinUpload as Buffer | undefined) ?? null;

/** A multipart body with at most one file, in `fileField`, of at most maxBytes (413 naming the field). */
export function readMultipart(req: Request, maxBytes: number, fileField = 'image'): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES } });
    } catch {
      return reject(badRequest('The multipart body could not be read.', { body: 'malformed multipart/form-data' }));
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (failure ??= tooLarge(fileField, maxBytes)));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    bb.on('filesLimit', () => (failure ??= badRequest('Send one file.', { [fileField]: 'only one file' })));
    bb.on('fieldsLimit', () => (failure ??= badRequest('Too many fields.', { options: 'too many fields' })));
    bb.on('error', () => reject(badRequest('The multipart body could not be read.', { body: 'malformed multipart/form-data' })));
    bb.on('close', () => (failure ? reject(failure) : resolve({ fields, file })));
    req.pipe(bb);
  });
}

/**
 * PinResource create's body: JSON with a limit that fits image_base64, or multipart/form-data through busboy with a
 * file size limit. It runs after the session is loaded, so a signed-out call is answered 401 without reading a body.
 */
export function pinCreateBody(config: PinCreationConfig): RequestHandler {
  const json = express.json({ limit: jsonLimit(config.maxImageBytes) });
  return (req, res, next) => {
    if (!res.locals.viewer) return next();
    if (req.is('multipart/form-data')) {
      readMultipart(req, config.maxImageBytes).then(({ fields, file }) => {
        req.body = { options: fields };
        res.locals.pinUpload = file;
        next();
      }, next);
      return;
    }
    json(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large') return next(tooLarge('image_base64', config.maxImageBytes));
      next(err);
    });
  };
}
