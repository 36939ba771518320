/**
 * Names people choose (first names, board names) are shown to others, so they must read as what they are.
 *
 * NFKC, not NFC: besides composing 'e' + U+0301 into 'é' (which NFC also does), it folds compatibility forms that
 * exist to look like other letters: fullwidth 'Ａ', mathematical '𝐀', ligatures, circled and superscript letters, and
 * non-ASCII spaces. Those are how one name passes for another; this is the PRECIS nickname profile's choice
 * (RFC 8266). Text in every script keeps its meaning under NFKC.
 */
export function normalizeDisplayName(name: string): string {
  return name.normalize('NFKC');
}

/**
 * Characters that draw nothing or reorder what is drawn: controls (Cc, NUL included), format characters (Cf: zero
 * width spaces and joiners, bidi embeddings, overrides and isolates, the BOM, invisible operators, tag characters),
 * line and paragraph separators, private-use, surrogate and unassigned code points, and letters and symbols that
 * Unicode classes as visible but fonts draw blank (Hangul fillers, the braille blank, the combining grapheme joiner,
 * Mongolian and Khmer invisible vowels).
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- the class lists lone combining and variation code points on purpose: each is refused by itself
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0\u{E0100}-\u{E01EF}]/u;

// Emoji are welcome in names ('Garden 🌱', '☀️', '👩‍🍳'), and they need two of the characters above: a joiner
// between two pictographs (skin tone or presentation selector allowed before it), and a presentation selector
// right after a visible character. Only those uses are taken out before the check; alone, both stay refused.
// eslint-disable-next-line no-misleading-character-class -- the skin-tone modifiers are matched as single code points, after a pictograph
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
const ATTACHED_SELECTOR = /(?<=[^\s\uFE00-\uFE0F])[\uFE00-\uFE0F]/gu;
const LONE_SELECTOR = /[\uFE00-\uFE0F]/u;

/** Why a (normalised) name is refused, or null. */
export function displayNameProblem(name: string): string | null {
  const bare = name.replace(EMOJI_JOINER, '').replace(ATTACHED_SELECTOR, '');
  const found = INVISIBLE.exec(bare) ?? LONE_SELECTOR.exec(bare);
  if (!found) return null;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `must not contain invisible or control characters (U+${code})`;
}
