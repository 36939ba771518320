import { gzipSync } from 'node:zlib';

/**
 * A success envelope encoded once, as bytes and gzipped bytes, for answers that many requests share (the signed-out
 * home feed pages): a hit costs neither JSON encoding nor compression. D keeps the handler's reply type-checked
 * against the contract.
 */
export interface PreparedEnvelope<D> {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly __data?: D;
}

export function envelopeText(dataJson: string, bookmark?: string): string {
  const mark = bookmark !== undefined ? `,"bookmark":${JSON.stringify(bookmark)}` : '';
  return `{"resource_response":{"status":"success","code":0,"message":"ok","data":${dataJson}${mark},"error":null}}`;
}

export function prepareEnvelope<D>(data: D, bookmark?: string): PreparedEnvelope<D> {
  const identity = Buffer.from(envelopeText(JSON.stringify(data), bookmark));
  return { identity, gzip: gzipSync(identity) };
}
