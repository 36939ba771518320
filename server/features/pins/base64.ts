import { ApiError, badRequest } from '../../http/errors';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * image_base64 as bytes: plain base64 or a data: URL of an image. Buffer.from would skip any character it does not
 * know, so the alphabet is checked first, and the size before decoding.
 */
export function decodeBase64Image(value: string, maxBytes: number): Buffer {
  const text = value.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!text || !BASE64.test(text)) throw badRequest('image_base64 is not base64.', { image_base64: 'not base64' });
  if (Math.floor((text.length * 3) / 4) > maxBytes + 2) {
    throw new ApiError(413, 'payload_too_large', `The image is larger than ${maxBytes} bytes.`, { image_base64: `larger than ${maxBytes} bytes` });
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > maxBytes) {
    throw new ApiError(413, 'payload_too_large', `The image is larger than ${maxBytes} bytes.`, { image_base64: `larger than ${maxBytes} bytes` });
  }
  return bytes;
}
