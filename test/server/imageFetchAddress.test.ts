import { addressLiteral, isForbiddenAddress } from '../../server/http/imageFetch/address';

/** A URL's host as the fetch sees it: WHATWG parsing first (it folds decimal, octal and hex IPv4), then the check. */
const forbiddenHost = (host: string) => {
  const literal = addressLiteral(new URL(`http://${host}/`).hostname);
  return literal !== null && isForbiddenAddress(literal);
};

describe('the image fetch address check', () => {
  it.each([
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '017700000001',
    '[::ffff:127.0.0.1]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::127.0.0.1]',
    '[::ffff:0:7f00:1]',
    '[::ffff:0:a00:1]',
    '0.0.0.0',
    '0',
    '[::]',
    '[::1]',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '[fe80::1]',
    '[fd00::1]',
    '[fc00::1]',
    '[fec0::1]',
    '[::ffff:10.0.0.1]',
    '[::ffff:169.254.169.254]',
    '224.0.0.1',
    '255.255.255.255',
    '[64:ff9b::7f00:1]',
    '[64:ff9b:1::a00:1]',
    '[64:ff9b:1:ffff:ffff:ffff:ffff:ffff]',
    '[2001::1]',
    '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
    '[2002:7f00:1::1]',
  ])('refuses %s', (host) => {
    expect(forbiddenHost(host)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '192.169.0.1',
    '[2606:4700::1111]',
    '[::ffff:8.8.8.8]',
    '[2001:4860:4860::8888]',
    '[64:ff9b:2::1]',
  ])('allows the public address %s', (host) => {
    expect(forbiddenHost(host)).toBe(false);
  });

  it('treats a name as no literal (it is checked on the addresses it resolves to) and refuses anything that is not an address', () => {
    expect(addressLiteral('example.com')).toBeNull();
    expect(isForbiddenAddress('example.com')).toBe(true);
    expect(isForbiddenAddress('')).toBe(true);
  });
});
