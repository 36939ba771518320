import { analyticsImpressionsCreate, type Impression } from '../../../shared/contracts/analytics';
import { malformedBody } from '../../http/errors';
import { checkOptions, resourceOptions } from '../../http/mount';
import { impressionsPrecheck } from './impressionsPrecheck';

// Not fatal: bytes that are not UTF-8 read as U+FFFD, as express.json reads them.
const utf8 = new TextDecoder();

/**
 * A PinImpressionsResource create body's impressions, checked exactly as the mount checks any endpoint's options
 * (the precompiled check first, the contract's schema for every doubt), so a refusal is the same ApiError, naming the
 * same fields, wherever the body is read.
 */
export function readImpressionPage(bytes: Uint8Array): Impression[] {
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(bytes));
  } catch {
    throw malformedBody();
  }
  const raw = resourceOptions(body);
  return (impressionsPrecheck(raw) ?? checkOptions(analyticsImpressionsCreate, raw)).impressions;
}
