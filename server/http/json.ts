import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli's quality for a prepared envelope as it is made, on the request that finds none: 6 gives the signed-out home
 * feed's first page (114 KB of JSON) in 9.8 KB against gzip's 12.4 KB, in a few milliseconds.
 */
const PREPARED_BROTLI_QUALITY = 6;

/**
 * Brotli's best quality, for an envelope many requests share: 8.5 KB for that page, 13% less, but in 150-500 ms, too
 * long for any request to wait for. It is made on zlib's thread pool, off the request thread, once the envelope has
 * been sent SENDS_BEFORE_BEST times in brotli (a page read that often before the next write clears it), one envelope
 * at a time, so a stream of writes, each clearing the pages, does not keep a core busy recompressing pages that are
 * read a few times each.
 */
const BEST_BROTLI_QUALITY = 11;
const SENDS_BEFORE_BEST = 20;

/**
 * A success envelope encoded once, as bytes, gzipped and brotli bytes, for answers that many requests share (the
 * signed-out home feed pages): a hit costs neither JSON encoding nor compression. D keeps the handler's reply
 * type-checked against the contract.
 */
export interface PreparedEnvelope<D> {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** At PREPARED_BROTLI_QUALITY, then at BEST_BROTLI_QUALITY once that is made (see sentBrotli). */
  readonly br: Buffer;
  /** Counts a send of `br`; answers the recompression at the best quality this send started, if it started one. */
  sentBrotli(): Promise<void> | null;
  readonly __data?: D;
}

export function envelopeText(dataJson: string, bookmark?: string): string {
  const mark = bookmark !== undefined ? `,"bookmark":${JSON.stringify(bookmark)}` : '';
  return `{"resource_response":{"status":"success","code":0,"message":"ok","data":${dataJson}${mark},"error":null}}`;
}

const brotliParams = (quality: number, bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/** Whether an envelope is being recompressed at the best quality now (see BEST_BROTLI_QUALITY). */
let recompressing = false;

export function prepareEnvelope<D>(data: D, bookmark?: string): PreparedEnvelope<D> {
  const identity = Buffer.from(envelopeText(JSON.stringify(data), bookmark));
  let br = brotliCompressSync(identity, brotliParams(PREPARED_BROTLI_QUALITY, identity));
  let sends = 0;
  let best = false;

  function recompress(): Promise<void> {
    recompressing = true;
    return new Promise<void>((resolve) => {
      brotliCompress(identity, brotliParams(BEST_BROTLI_QUALITY, identity), (err, smaller) => {
        recompressing = false;
        // A failure keeps the answer it had (and is not tried again): it was never wrong, only larger.
        best = true;
        if (!err && smaller.length < br.length) br = smaller;
        resolve();
      });
    });
  }

  return {
    identity,
    gzip: gzipSync(identity),
    get br() {
      return br;
    },
    sentBrotli: () => (++sends >= SENDS_BEFORE_BEST && !best && !recompressing ? recompress() : null),
  };
}
