import { safeWebLink } from '../../shared/domain/links';

describe('safeWebLink (only http and https links become an href)', () => {
  it.each([
    ['https', 'https://shop.example/a?b=1'],
    ['http', 'http://shop.example/'],
    ['an upper-case scheme', 'HTTPS://shop.example/'],
  ])('keeps %s as given', (_label, link) => expect(safeWebLink(link)).toBe(link));

  it.each<[string, string | null | undefined]>([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['a leading space', ' javascript:alert(1)'],
    ['a leading tab', '\tjavascript:alert(1)'],
    ['a leading newline', '\njavascript:alert(1)'],
    ['a leading NUL', '\u0000javascript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['a protocol-relative link', '//evil.example/'],
    ['a relative path', '/pin/1/'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, link) => expect(safeWebLink(link)).toBeNull());
});
