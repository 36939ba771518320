import { escapeHtml } from '../../shared/domain/html';

describe('escapeHtml (the one HTML escape: element content and quoted attribute values)', () => {
  it.each([
    ['plain text is unchanged', 'Blue kitchen', 'Blue kitchen'],
    ['ampersand', 'Salt & pepper', 'Salt &amp; pepper'],
    ['angle brackets', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['double quote', 'say "hi"', 'say &quot;hi&quot;'],
    ['single quote', "it's", 'it&#39;s'],
    ['an entity is escaped again, not trusted', '&amp;', '&amp;amp;'],
    ['every special character at once', `&<>"'`, '&amp;&lt;&gt;&quot;&#39;'],
    ['non-ASCII stays as is', 'Crème brûlée 東京', 'Crème brûlée 東京'],
    ['empty', '', ''],
  ])('%s: %j -> %j', (_rule, text, expected) => expect(escapeHtml(text)).toBe(expected));
});
