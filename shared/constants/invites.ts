/**
 * Group-board invites. A code is this many random bytes, base64url (16 characters). The spec names invite channels
 * only by number (5, 9, 12 and 16 get no inviter popover); the board page's Invite button shares a copied link,
 * recorded as channel 0.
 */
export const INVITES = {
  codeBytes: 12,
  copiedLinkChannel: 0,
  maxChannel: 1000,
  /**
   * Ours: a link invite's life when Invite makes one. A week covers "join my board" sent to friends; a link anyone
   * holding can use should not live forever, and a reset makes a new one at any time.
   */
  linkExpiryDefaultDays: 7,
  linkExpiryMaxDays: 90,
  /** How long a signed-out visitor who opened an invite has to log in for the seamless join. */
  pendingLoginTtlMs: 15 * 60 * 1000,
  /** The HttpOnly cookie holding that visit's nonce. */
  pendingLoginCookie: 'invite_login',
  nonceBytes: 32,
} as const;
