import { displayNameProblem, normalizeDisplayName } from '../../shared/domain/displayNames';

describe('normalizeDisplayName (NFKC)', () => {
  it.each([
    ['composes a letter and its combining mark', 'Rene\u0301e', 'Ren\u00E9e'],
    ['folds fullwidth letters', '\uFF21\uFF4E\uFF4E', 'Ann'],
    ['folds mathematical letters', '\u{1D400}\u{1D427}\u{1D427}', 'Ann'],
    ['folds ligatures', '\uFB01ona', 'fiona'],
    ['turns a no-break space into a space', 'Ann\u00A0Lee', 'Ann Lee'],
    ['keeps other scripts as written', '日本の庭', '日本の庭'],
  ])('%s', (_label, input, expected) => expect(normalizeDisplayName(input)).toBe(expected));
});

describe('displayNameProblem (no control, format or other invisible characters)', () => {
  it.each([
    ['NUL (Cc)', 'Ann\u0000'],
    ['a tab (Cc)', 'Ann\tLee'],
    ['DEL (Cc)', 'Ann\u007F'],
    ['a right-to-left override (Cf)', 'Ann\u202Eeel'],
    ['a left-to-right embedding (Cf)', '\u202AAnn'],
    ['a first-strong isolate (Cf)', '\u2068Ann\u2069'],
    ['a right-to-left mark (Cf)', 'Ann\u200F'],
    ['a zero-width space (Cf)', 'Ann\u200B'],
    ['a zero-width joiner (Cf)', 'A\u200Dnn'],
    ['a byte-order mark (Cf)', '\uFEFFAnn'],
    ['a soft hyphen (Cf)', 'An\u00ADn'],
    ['a tag character (Cf)', 'Ann\u{E0041}'],
    ['a line separator (Zl)', 'Ann\u2028Lee'],
    ['a paragraph separator (Zp)', 'Ann\u2029Lee'],
    ['a private-use character (Co)', 'Ann\uE000'],
    ['an unassigned code point (Cn)', 'Ann\u{E0080}'],
    ['a Hangul filler', '\u3164'],
    ['a halfwidth Hangul filler', 'Ann\uFFA0'],
    ['the braille blank', '\u2800'],
    ['a combining grapheme joiner', 'An\u034Fn'],
    ['a variation selector alone', '\uFE0F'],
    ['a variation selector after a space', 'Ann \uFE0F'],
    ['a zero-width joiner between letters', 'Ann\u200DLee'],
    ['a zero-width joiner after an emoji, before a letter', '🌱\u200Da'],
  ])('refuses %s', (_label, name) => expect(displayNameProblem(name)).toMatch(/invisible or control characters \(U\+/));

  it.each([
    ['plain Latin', 'Ann Lee'],
    ['accents', 'Ren\u00E9e Ø\u0301'],
    ['Hebrew, which reads right to left by itself', 'שלום'],
    ['Devanagari with its vowel signs', 'नमस्ते'],
    ['CJK', '日本の庭'],
    ['an emoji', 'Garden 🌱'],
    ['an emoji with its presentation selector', '\u2600\uFE0F'],
    ['an emoji ZWJ sequence with a skin tone', '\u{1F469}\u{1F3FD}\u200D\u{1F373}'],
    ['a family ZWJ sequence', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a keycap', '1\uFE0F\u20E3'],
    ['punctuation', "O'Brien-Smith (Jr.)"],
  ])('accepts %s', (_label, name) => expect(displayNameProblem(name)).toBeNull());
});
