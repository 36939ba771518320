import { coveringDomains, linkHost, spamListDomain, spamVerdictOf, type SpamVerdict } from '../../shared/domain/offsiteDomains';

const LIST = new Map<string, SpamVerdict>([
  ['example.com', 'blocked'],
  ['maybe.example', 'suspicious'],
  ['adult.example', 'porn'],
  ['xn--bcher-kva.example', 'suspicious'],
  ['worse.maybe.example', 'blocked'],
]);

describe('spamVerdictOf (a listed domain covers itself and its subdomains)', () => {
  it.each<[string, string, SpamVerdict | null]>([
    ['the exact host', 'https://example.com/a', 'blocked'],
    ['a subdomain', 'https://shop.example.com/', 'blocked'],
    ['a deep subdomain', 'http://a.b.c.example.com/x?y=1', 'blocked'],
    ['a look-alike suffix is another domain', 'https://evilexample.com/', null],
    ['a look-alike prefix is another domain', 'https://example.com.evil.net/', null],
    ['a trailing dot names the same host', 'https://example.com./', 'blocked'],
    ['several trailing dots too', 'https://shop.example.com../', 'blocked'],
    ['case does not matter', 'HTTPS://Shop.EXAMPLE.Com/', 'blocked'],
    ['a port does not matter', 'https://example.com:8443/', 'blocked'],
    ['userinfo is not the host: good.com@bad goes to bad', 'https://good.com@example.com/', 'blocked'],
    ['userinfo naming a listed domain does not taint a good host', 'https://example.com@good.net/', null],
    ['userinfo with a password', 'https://example.com:pw@good.net/', null],
    ['an IDN matches its punycode entry', 'https://bücher.example/', 'suspicious'],
    ['a punycode link matches too', 'https://xn--bcher-kva.example/', 'suspicious'],
    ['suspicious', 'https://maybe.example/', 'suspicious'],
    ['porn', 'https://www.adult.example/', 'porn'],
    ['the stricter verdict of a listed parent and child', 'https://worse.maybe.example/', 'blocked'],
    ['a sibling of the stricter child keeps the parent verdict', 'https://other.maybe.example/', 'suspicious'],
    ['an unlisted host', 'https://fine.example/', null],
    ['not a web link', 'javascript:alert(1)', null],
    ['not a URL', 'example.com', null],
    ['an ftp link', 'ftp://example.com/', null],
  ])('%s', (_label, link, verdict) => expect(spamVerdictOf(link, LIST)).toBe(verdict));

  it('matches an IP address only as a whole', () => {
    const list = new Map<string, SpamVerdict>([['1.2.3.4', 'blocked']]);
    expect(spamVerdictOf('http://1.2.3.4:81/', list)).toBe('blocked');
    expect(spamVerdictOf('http://11.2.3.4/', list)).toBeNull();
    expect(coveringDomains('1.2.3.4')).toEqual(['1.2.3.4']);
  });
});

describe('linkHost', () => {
  it.each<[string, string | null]>([
    ['https://User:pw@Shop.Example.COM.:8080/p', 'shop.example.com'],
    ['http://[::1]:3000/', '[::1]'],
    ['http://2130706433/', '127.0.0.1'],
    ['mailto:a@example.com', null],
    ['', null],
  ])('%s', (link, host) => expect(linkHost(link)).toBe(host));
});

describe('spamListDomain (what the admin command stores)', () => {
  it.each<[string, string | null]>([
    ['example.com', 'example.com'],
    ['  Example.COM.  ', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['https://example.com', null],
    ['example.com/path', null],
    ['example.com:80', null],
    ['user@example.com', null],
    ['exa mple.com', null],
    ['.example.com', null],
    ['a..example.com', null],
    ['', null],
  ])('%s', (input, domain) => expect(spamListDomain(input)).toBe(domain));
});
