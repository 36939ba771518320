import { slugify } from '../../shared/domain/slug';

describe('slugify (the one slug rule: board urls and the readable part of pin urls)', () => {
  it.each([
    ['plain words', 'Blue Kitchen', 'blue-kitchen'],
    ['accents are folded, not split', 'Résumé ideas', 'resume-ideas'],
    ['other precomposed letters fold too', 'Crème brûlée à la Noël', 'creme-brulee-a-la-noel'],
    ['compatibility forms decompose', 'ﬁne ① Ｗide', 'fine-1-wide'],
    ['runs of punctuation and spaces are one dash', 'Cats & dogs -- 2026!!', 'cats-dogs-2026'],
    ['no dash at either end', '  ...Hello...  ', 'hello'],
    ['digits stay', 'Top 10 of 2025', 'top-10-of-2025'],
    ['letters outside ASCII drop', 'Tokyo 東京 trip', 'tokyo-trip'],
    ['nothing left is empty', '東京 ✨', ''],
    ['empty stays empty', '', ''],
  ])('%s: %j -> %j', (_rule, text, expected) => expect(slugify(text)).toBe(expected));

  it.each([
    ['cut at the length', 'abcdef', 3, 'abc'],
    ['a cut that ends on a dash drops it', 'abc def', 4, 'abc'],
    ['the cut counts folded characters', 'ééé', 2, 'ee'],
    ['shorter text is whole', 'ab', 60, 'ab'],
  ])('%s: %j at most %i -> %j', (_rule, text, max, expected) => expect(slugify(text, max)).toBe(expected));
});
