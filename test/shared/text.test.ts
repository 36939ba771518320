import { collapseWhitespace, sourceLinkLabel, truncateAtWord } from '../../shared/domain/text';
import { inviteSenderFirstName, overlayNameLabel, statsButtonLabel, topicNameLabel, type OverlayNameWidth } from '../../shared/domain/textLabels';

const long = 'word '.repeat(30).trim(); // 149 characters

describe('collapseWhitespace ("Whitespace collapsed in text descriptions")', () => {
  it.each([
    ['  a \n\t b  ', 'a b'],
    ['one', 'one'],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => expect(collapseWhitespace(input)).toBe(expected));
});

describe('truncateAtWord ("Text truncation at word boundary (default 80 chars) with ellipsis")', () => {
  it.each<[string, string, number | undefined, string]>([
    ['short text is untouched', 'hello world', undefined, 'hello world'],
    ['exactly the limit is untouched', 'abcde', 5, 'abcde'],
    ['default 80: cut at the last whole word', long, undefined, `${'word '.repeat(16).trim()}…`],
    ['cut inside a word drops the partial word', 'hello wonderful world', 10, 'hello…'],
    ['limit falling on a space keeps the whole word', 'hello world again', 11, 'hello world…'],
    ['one long word is cut mid-word', 'supercalifragilistic', 5, 'super…'],
    ['whitespace collapsed before measuring', 'a   b   c', 5, 'a b c'],
    ['emoji are never split', '😀😀😀😀', 2, '😀😀…'],
  ])('%s', (_rule, text, max, expected) => {
    expect(max === undefined ? truncateAtWord(text) : truncateAtWord(text, max)).toBe(expected);
  });
});

describe('statsButtonLabel ("shortened to 12 chars plus \'...\' when longer than 14")', () => {
  it.each([
    ['See more stats', 'See more stats'], // 14: not cut
    ['See more stats!', 'See more sta...'], // 15: cut to 12
    ['Stats', 'Stats'],
  ])('%j -> %j', (label, expected) => expect(statsButtonLabel(label)).toBe(expected));
});

describe('named cuts', () => {
  it.each([
    ['source link 27 by default', sourceLinkLabel('www.example.com/some/very/long/path here', false), 'www.example.com/some/very/l…'],
    ['source link 12 when short', sourceLinkLabel('example shop online', true), 'example shop…'],
    ['source link within 27 untouched', sourceLinkLabel('example.com'), 'example.com'],
    ['topic names shortened to 32 plus ellipsis', topicNameLabel('Home decor ideas for very small apartments'), 'Home decor ideas for very small…'],
  ])('%s', (_rule, actual, expected) => expect(actual).toBe(expected));

  it.each<[OverlayNameWidth, string]>([
    ['regular', 'Kitchen renovation…'],
    ['compact', 'Kitchen…'],
    ['compactWide', 'Kitchen…'],
  ])('overlay section/board names cut to 22 (10 or 12 compact): %s', (width, expected) => {
    expect(overlayNameLabel('Kitchen renovation inspiration', width)).toBe(expected);
  });

  it('compact widths differ: 10 vs 12', () => {
    expect(overlayNameLabel('Abcdefghijklmno', 'compact')).toBe('Abcdefghij…');
    expect(overlayNameLabel('Abcdefghijklmno', 'compactWide')).toBe('Abcdefghijkl…');
  });
});

describe('inviteSenderFirstName ("cut to 30, header hidden if empty")', () => {
  it.each([
    ['Ana', 'Ana'],
    [' Ana ', 'Ana'],
    ['x'.repeat(31), 'x'.repeat(30)],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j -> %j', (name, expected) => expect(inviteSenderFirstName(name)).toBe(expected));
});
