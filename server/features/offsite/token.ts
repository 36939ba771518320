import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

export type TokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Tokens for /offsite/ addresses: `<expiry, base 36>.<HMAC-SHA256 of pin id, url and expiry, base64url>`. The key is
 * the app's 'offsite' secret (server/http/secrets.ts), so only this server mints addresses it will redirect from, and
 * a token says nothing about any other pin or URL.
 */
export function createOffsiteSigner(secret: Buffer) {
  // Imported once: an HMAC over a raw Buffer imports the key again on every call, which costs more than the MAC.
  const key = createSecretKey(secret);
  const mac = (pinId: string, url: string, expiresAt: number) => createHmac('sha256', key).update(`offsite\n${pinId}\n${expiresAt}\n${url}`).digest();

  return {
    sign: (pinId: string, url: string, expiresAt: number) => `${expiresAt.toString(36)}.${mac(pinId, url, expiresAt).toString('base64url')}`,

    /** The signature is compared in constant time, and before the expiry, so a forged token learns nothing either way. */
    check(token: string, pinId: string, url: string, now: number): TokenCheck {
      const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const expiresAt = parseInt(match[1], 36);
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(pinId, url, expiresAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return now < expiresAt ? 'valid' : 'expired';
    },
  };
}

export type OffsiteSigner = ReturnType<typeof createOffsiteSigner>;
